import { Trans } from '@lingui/react/macro';
import { Modal } from '../widgets/Modal.tsx';

/** The question a row's write asks first (a delete): the action's own label confirms, Cancel or Close keeps the row. */
export function ConfirmAction({ question, label, onConfirm, onCancel }: { question: string; label: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title={label} onClose={onCancel}>
      <p>{question}</p>
      <button type="button" className="button button--primary" onClick={onConfirm}>
        {label}
      </button>{' '}
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </Modal>
  );
}
