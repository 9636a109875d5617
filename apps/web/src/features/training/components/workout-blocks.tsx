import { blockLabel, type WorkoutBlock } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  blocks: readonly WorkoutBlock[];
  /** Something to show under a block, such as the member's score and the button to log it. */
  footer?: (block: WorkoutBlock, label: string) => ReactNode;
  size?: 'page' | 'tv';
}

/**
 * A workout as the box writes it on the wall (see docs/product.md, Training and WOD publication):
 * blocks labelled a, b, c and a.1 for nested ones, with their time cap and exercise lines.
 */
export function WorkoutBlocks({ blocks, footer, size = 'page' }: Props) {
  return (
    <ol className={size === 'tv' ? 'space-y-6' : 'space-y-4'}>
      {blocks.map((block, i) => (
        <BlockItem key={block.id} block={block} path={[i]} footer={footer} size={size} />
      ))}
    </ol>
  );
}

function BlockItem({
  block,
  path,
  footer,
  size,
}: {
  block: WorkoutBlock;
  path: number[];
  footer: Props['footer'];
  size: 'page' | 'tv';
}) {
  const { t } = useTranslation();
  const label = blockLabel(path);
  const tv = size === 'tv';
  return (
    <li className={path.length > 1 ? 'border-l-4 border-brand-400 pl-3' : ''}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={`rounded-md bg-ink font-mono font-bold text-white ${tv ? 'px-2.5 py-0.5 text-xl lg:text-3xl' : 'px-1.5 text-sm'}`}
        >
          {label}
        </span>
        {block.title && (
          <h4 className={`font-extrabold text-ink ${tv ? 'text-2xl lg:text-4xl' : 'text-base'}`}>
            {block.title}
          </h4>
        )}
        {block.tc ? (
          <span
            className={`rounded-full bg-brand-50 font-semibold text-brand-800 ${tv ? 'px-3 text-base lg:text-2xl' : 'px-2 text-xs'}`}
          >
            {t('training.time_cap', { minutes: block.tc })}
          </span>
        ) : null}
      </div>
      {block.exercices.length > 0 && (
        <ul
          className={`mt-1 ${tv ? 'space-y-1 text-xl leading-snug lg:text-3xl' : 'space-y-0.5 text-sm'} text-gray-800`}
        >
          {block.exercices.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their place is their identity
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {footer?.(block, label)}
      {block.wbs.length > 0 && (
        <ol className={`mt-2 ${tv ? 'space-y-4' : 'space-y-3'}`}>
          {block.wbs.map((child, i) => (
            <BlockItem key={child.id} block={child} path={[...path, i]} footer={footer} size={size} />
          ))}
        </ol>
      )}
    </li>
  );
}
