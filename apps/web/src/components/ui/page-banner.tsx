import type { ReactNode } from 'react';

/**
 * A public page's heading on a dark band over one of the box's pictures, as the contact page's.
 * The picture is in the prerendered HTML and asked for first (`fetchPriority="high"`): on the
 * activities page it is the largest thing the first screen paints, before the app's code has run,
 * rather than an activity's picture that waits for the code and the activities' read.
 */
export function PageBanner({
  image,
  title,
  subtitle,
}: {
  /** A 800×600 picture under /img. */
  image: string;
  title: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <section className="relative isolate bg-ink pt-28 pb-16 text-white">
      <img
        src={image}
        alt=""
        width={800}
        height={600}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover opacity-30"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-xl text-lg text-gray-200">{subtitle}</p>}
      </div>
    </section>
  );
}
