import type { WorkoutBlock } from '@boxbook/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import {
  blocksInside,
  type DraftBlock,
  draftOf,
  isDraftValid,
  type Path,
  removeBlock,
} from './designer-tree';
import { WorkoutDesigner } from './workout-designer';

/**
 * What both designers share: the tree editor, save (create or update), delete with a
 * confirmation, and a list of past workouts to copy from.
 */
export function DesignerShell({
  initial,
  exists,
  scored,
  saving,
  deleting,
  errorCode,
  onSave,
  onDelete,
  copyFrom,
}: {
  initial: DraftBlock[];
  exists: boolean;
  scored: boolean;
  saving: boolean;
  deleting: boolean;
  errorCode: string | null;
  /** Saves and answers the stored workout, whose block ids the draft takes over. */
  onSave: (tree: DraftBlock[]) => Promise<{ wbs: WorkoutBlock[] }>;
  onDelete: () => Promise<unknown>;
  /** The copy list; it receives a way to replace the draft with a copy of the workout `label` names. */
  copyFrom: (load: (tree: DraftBlock[], label: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [tree, setTree] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A block with blocks inside is deleted once confirmed; any deleted block can be undone until
  // the next change.
  const [removing, setRemoving] = useState<{ path: Path; label: string; inside: number } | null>(null);
  const [undo, setUndo] = useState<{ tree: DraftBlock[]; label: string } | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const valid = isDraftValid(tree);
  const remove = (path: Path, label: string) => {
    setUndo({ tree, label });
    setTree(removeBlock(tree, path));
    setRemoving(null);
    setSaved(false);
  };
  const askRemove = (path: Path, label: string) => {
    const inside = blocksInside(tree, path);
    if (inside > 0) setRemoving({ path, label, inside });
    else remove(path, label);
  };
  // The delete button is gone with its block: focus goes to the way back.
  useEffect(() => {
    if (undo) undoButton.current?.focus();
  }, [undo]);

  return (
    <div className="space-y-6">
      {copied && (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">
          {t('training.designer.copied', { label: copied })}
        </p>
      )}
      <WorkoutDesigner
        tree={tree}
        scored={scored}
        onChange={(update) => {
          setSaved(false);
          setCopied(null);
          setUndo(null);
          setTree(update);
        }}
        onRemoveBlock={askRemove}
      />
      {undo && (
        <div
          role="status"
          className="fixed inset-x-4 bottom-20 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-ink px-4 py-3 text-white shadow-lg lg:bottom-6"
        >
          <span>{t('training.designer.block_deleted', { label: undo.label })}</span>
          <button
            ref={undoButton}
            type="button"
            className={buttonClass('secondary', 'px-3 py-1.5')}
            onClick={() => {
              setTree(undo.tree);
              setUndo(null);
            }}
          >
            {t('training.designer.undo')}
          </button>
        </div>
      )}
      <YesNoDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('training.designer.delete_block_title', {
          label: removing?.label ?? '',
          count: removing?.inside ?? 0,
        })}
        message={t('training.designer.delete_block_message')}
        onYes={() => removing && remove(removing.path, removing.label)}
      />
      <FormError code={errorCode} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() =>
            void onSave(tree).then(
              (stored) => {
                setTree(draftOf(stored.wbs));
                setSaved(true);
                setCopied(null);
              },
              () => {},
            )
          }
          disabled={!valid || saving}
        >
          {t('training.designer.save')}
        </Button>
        {exists && (
          <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
            {t('training.designer.delete')}
          </Button>
        )}
        {saved && (
          <p role="status" className="font-semibold text-green-800">
            {t('training.designer.saved')}
          </p>
        )}
        {!valid && <p className="text-sm text-red-700">{t('training.designer.fix_first')}</p>}
      </div>
      {copyFrom((next, label) => {
        setSaved(false);
        setCopied(label);
        setTree(next);
        // The copy list sits below the editor: show what was copied into it.
        window.scrollTo({ top: 0, behavior: 'smooth' });
      })}
      <YesNoDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('training.designer.delete_title')}
        message={t('training.designer.delete_message')}
        loading={deleting}
        onYes={() =>
          void onDelete().then(
            () => setConfirming(false),
            () => setConfirming(false),
          )
        }
      />
    </div>
  );
}
