// The dialog a moderator decides in: the reason code (a fixed list) and a note (required with "Other"); a toast says how it went.
import {
  MODERATION_REASON_LABELS, MODERATION_REASONS, type ModerationAction, type ModerationItem, type ModerationReason,
} from '@redress/contract';
import { CodedDecisionDialog, useCodedDecision } from '../../../components/coded-decision-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useModerate } from '../api/moderate.ts';
import { KIND_NOUN } from './labels.ts';

const WHAT: Record<ModerationAction, { title: string; explain: string; done: string }> = {
  hide: { title: 'Hide', explain: 'Nobody but its author and moderators sees it; the company\'s public figures leave it out.', done: 'hidden' },
  flag: { title: 'Flag', explain: 'It is held for moderators: out of public view and out of the company\'s figures until restored.', done: 'flagged' },
  restore: { title: 'Restore', explain: 'It becomes public again as it was, and counts in the company\'s figures again.', done: 'restored' },
  delete: { title: 'Delete', explain: 'It is removed (softly: a moderator can still restore it).', done: 'deleted' },
};

const REASONS = MODERATION_REASONS.map((r) => [r, MODERATION_REASON_LABELS[r]] as const);

export function DecisionDialog({ item, action, onClose, onDone }: { item: ModerationItem; action: ModerationAction | null; onClose: () => void; onDone: (message: string) => void }) {
  const decision = useCodedDecision();
  const mutation = useModerate(item.kind);
  const noun = KIND_NOUN[item.kind][0];
  const what = action ? WHAT[action] : WHAT.hide;

  const close = () => {
    decision.reset();
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    if (!decision.attempt() || !action) return;
    try {
      await mutation.mutateAsync({ id: item.id, body: { action, reason: decision.reason as ModerationReason, ...decision.noteBody() } });
      const message = `The ${noun} is ${what.done}; its author is told why`;
      toast.success(message);
      close();
      onDone(message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The decision was not saved');
    }
  };

  return (
    <CodedDecisionDialog
      decision={decision} open={action !== null} onClose={close} titleId="decision-title" title={`${what.title} this ${noun}`}
      intro={`${what.explain} Its author is told the reason by notification and e-mail; the decision is audited.`}
      reasons={REASONS} noteHelp="The author reads it." noteMax={500} error={mutation.isError ? mutation.error : null} pending={mutation.isPending}
      submitLabel={`${what.title} ${noun}`} submitColor={action === 'delete' ? 'error' : 'primary'} onSubmit={() => void submit()}
    />
  );
}
