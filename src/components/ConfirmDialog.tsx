/** The confirm dialog (440px) with the spec's default buttons 'Vazgeç' and 'Evet'. */
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={props.title ?? t('confirm.title')}
      size="confirm"
      onClose={props.onCancel}
      role="alertdialog"
    >
      <p>{props.message}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          {props.cancelLabel ?? t('confirm.cancel')}
        </button>
        <button type="button" className="button" onClick={props.onConfirm}>
          {props.confirmLabel ?? t('confirm.yes')}
        </button>
      </div>
    </Modal>
  );
}
