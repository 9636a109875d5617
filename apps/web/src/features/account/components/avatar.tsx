import type { User } from '@boxbook/domain';

/** The member's picture; a Pro member's has a gradient ring (see docs/product.md, Screens). */
export function Avatar({ user, isPro, size = 64 }: { user: User; isPro: boolean; size?: number }) {
  return (
    <span
      data-pro={isPro}
      className={`inline-flex shrink-0 rounded-full p-[3px] ${isPro ? 'bg-gradient-to-tr from-brand-500 via-amber-400 to-pink-500' : 'bg-gray-200'}`}
    >
      <img
        src={user.image}
        alt=""
        width={size}
        height={size}
        className="rounded-full border-2 border-white bg-gray-100 object-cover"
        style={{ width: size, height: size }}
      />
    </span>
  );
}
