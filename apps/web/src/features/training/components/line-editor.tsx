import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const iconButton =
  'rounded-lg px-2 py-1 text-sm font-bold text-gray-700 hover:bg-gray-100 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * One exercise line: click to edit (Enter saves, Escape cancels), move it up or down, or delete it.
 * Blanks are not a way to delete: Enter on them says so, and leaving the field keeps the old text.
 */
export function LineEditor({
  line,
  first,
  last,
  onEdit,
  onMove,
  onRemove,
}: {
  line: string;
  first: boolean;
  last: boolean;
  onEdit: (text: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [blankTried, setBlankTried] = useState(false);
  const blank = draft !== null && draft.trim() === '';
  const close = () => {
    setDraft(null);
    setBlankTried(false);
  };
  return (
    <li className="flex flex-wrap items-center gap-1">
      {draft === null ? (
        <button
          type="button"
          onClick={() => setDraft(line)}
          className="flex-1 rounded-lg px-2 py-1 text-left text-sm text-gray-800 hover:bg-brand-50"
          title={t('training.designer.edit_line')}
        >
          {line}
        </button>
      ) : (
        <input
          // biome-ignore lint/a11y/noAutofocus: the user just clicked the line to edit it
          autoFocus
          aria-label={t('training.designer.edit_line')}
          className="flex-1 rounded-lg px-2 py-1 text-sm ring-2 ring-brand-500 focus:outline-none"
          value={draft}
          aria-invalid={blankTried && blank}
          aria-describedby={blankTried && blank ? `${id}-blank` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            onEdit(draft);
            close();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (blank) return setBlankTried(true);
              onEdit(draft);
              close();
            }
            if (e.key === 'Escape') close();
          }}
        />
      )}
      <button
        type="button"
        className={iconButton}
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t('training.designer.line_up', { line })}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t('training.designer.line_down', { line })}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700`}
        onClick={onRemove}
        aria-label={t('training.designer.line_delete', { line })}
      >
        ✕
      </button>
      {blankTried && blank && (
        <p id={`${id}-blank`} className="basis-full px-2 text-sm text-red-700">
          {t('training.designer.line_blank')}
        </p>
      )}
    </li>
  );
}
