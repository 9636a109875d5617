import { blockLabel, type ScoreKind, scoreKindSchema } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inLanguage } from './benchmark-name';
import { BenchmarkPicker } from './benchmark-picker';
import {
  addBlock,
  addLine,
  canAddChild,
  type DraftBlock,
  editLine,
  isTimeCapValid,
  linkBenchmark,
  moveLine,
  type Path,
  removeLine,
  updateBlock,
} from './designer-tree';
import { LineEditor } from './line-editor';

type Change = (update: (tree: DraftBlock[]) => DraftBlock[]) => void;
type RemoveBlock = (path: Path, label: string) => void;

/** The tree editor of the WOD and recovery designers (see docs/product.md, Training and WOD publication). */
export function WorkoutDesigner({
  tree,
  onChange,
  onRemoveBlock,
  scored = true,
}: {
  tree: DraftBlock[];
  onChange: Change;
  /** Deleting a block is the shell's: it may ask first, and offers undo. */
  onRemoveBlock: RemoveBlock;
  /** Recovery sessions take no scores. */
  scored?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {tree.map((block, i) => (
          <BlockEditor
            key={block.key}
            block={block}
            path={[i]}
            onChange={onChange}
            onRemoveBlock={onRemoveBlock}
            scored={scored}
          />
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange((tr) => addBlock(tr, null))}>
        {t('training.designer.add_block')}
      </Button>
    </div>
  );
}

function BlockEditor({
  block,
  path,
  onChange,
  onRemoveBlock,
  scored,
}: {
  block: DraftBlock;
  path: Path;
  onChange: Change;
  onRemoveBlock: RemoveBlock;
  scored: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [newLine, setNewLine] = useState('');
  const label = blockLabel(path);
  const tcValid = isTimeCapValid(block.tc);
  const add = () => {
    onChange((tr) => addLine(tr, path, newLine));
    setNewLine('');
  };

  return (
    <li
      className={`rounded-2xl bg-white p-4 ring-1 ring-gray-200 ${path.length > 1 ? 'border-l-4 border-brand-400' : ''}`}
      aria-label={t('training.designer.block', { label })}
    >
      <div className="flex flex-wrap items-end gap-3">
        <span className="rounded-md bg-ink px-2 py-1 font-mono text-sm font-bold text-white">{label}</span>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-title`} className="block text-xs font-semibold text-gray-700">
            {t('training.designer.title')}
          </label>
          <input
            id={`${id}-title`}
            className="mt-1 w-full rounded-lg px-3 py-2 ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            maxLength={80}
            value={block.title}
            onChange={(e) => onChange((tr) => updateBlock(tr, path, { title: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-tc`} className="block text-xs font-semibold text-gray-700">
            {t('training.designer.time_cap')}
          </label>
          <input
            id={`${id}-tc`}
            type="number"
            inputMode="numeric"
            min={1}
            className="mt-1 w-24 rounded-lg px-3 py-2 ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:ring-red-500"
            value={block.tc}
            aria-invalid={!tcValid}
            aria-describedby={tcValid ? undefined : `${id}-tc-error`}
            onChange={(e) => onChange((tr) => updateBlock(tr, path, { tc: e.target.value }))}
          />
        </div>
        {scored && (
          <div>
            <label htmlFor={`${id}-score`} className="block text-xs font-semibold text-gray-700">
              {t('training.designer.score')}
            </label>
            <select
              id={`${id}-score`}
              disabled={block.benchmarkId !== null}
              className="mt-1 rounded-lg bg-white px-3 py-2 ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
              value={block.score ?? ''}
              onChange={(e) =>
                onChange((tr) =>
                  updateBlock(tr, path, { score: (e.target.value || null) as ScoreKind | null }),
                )
              }
            >
              <option value="">{t('training.designer.no_score')}</option>
              {scoreKindSchema.options.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`training.score_kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {scored && (
        <BenchmarkPicker
          label={label}
          value={block.benchmarkId}
          onPick={(benchmark) =>
            onChange((tr) => linkBenchmark(tr, path, benchmark, inLanguage(i18n.resolvedLanguage)))
          }
        />
      )}
      {!tcValid && (
        <p id={`${id}-tc-error`} className="mt-1 text-sm text-red-700">
          {t('training.designer.time_cap_invalid')}
        </p>
      )}

      <ul className="mt-3 space-y-1">
        {block.exercices.map((line, i) => (
          <LineEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their place is their identity
            key={`${i}-${line}`}
            line={line}
            first={i === 0}
            last={i === block.exercices.length - 1}
            onEdit={(text) => onChange((tr) => editLine(tr, path, i, text))}
            onMove={(by) => onChange((tr) => moveLine(tr, path, i, by))}
            onRemove={() => onChange((tr) => removeLine(tr, path, i))}
          />
        ))}
      </ul>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label htmlFor={`${id}-line`} className="sr-only">
          {t('training.designer.new_line', { label })}
        </label>
        <input
          id={`${id}-line`}
          className="flex-1 rounded-lg px-3 py-2 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          placeholder={t('training.designer.new_line_placeholder')}
          maxLength={200}
          value={newLine}
          onChange={(e) => setNewLine(e.target.value)}
        />
        <Button type="submit" variant="secondary" className="px-4" disabled={!newLine.trim()}>
          {t('training.designer.add_line')}
        </Button>
      </form>

      {block.wbs.length > 0 && (
        <ol className="mt-3 space-y-3">
          {block.wbs.map((child, i) => (
            <BlockEditor
              key={child.key}
              block={child}
              path={[...path, i]}
              onChange={onChange}
              onRemoveBlock={onRemoveBlock}
              scored={scored}
            />
          ))}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {canAddChild(path) && (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            onClick={() => onChange((tr) => addBlock(tr, path))}
          >
            {t('training.designer.add_child', { label })}
          </Button>
        )}
        <Button
          variant="ghost"
          className="px-3 py-1.5 text-red-700"
          onClick={() => onRemoveBlock(path, label)}
        >
          {t('training.designer.delete_block', { label })}
        </Button>
      </div>
    </li>
  );
}
