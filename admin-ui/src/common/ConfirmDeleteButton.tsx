import { useDelete, type RaRecord } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';
import { useToast } from './useToast';

interface ConfirmDeleteButtonProps {
  resource: string;
  record: RaRecord;
  /** Tooltip and accessible name of the icon button; also the confirm button's label. */
  action: string;
  title: string;
  content: string;
  success: string;
  failure: string;
}

/** An icon button that deletes a record after confirmation, with the given success and failure toasts. */
export const ConfirmDeleteButton = ({ resource, record, action, title, content, success, failure }: ConfirmDeleteButtonProps) => {
  const [deleteOne] = useDelete();
  const toast = useToast();

  const remove = () =>
    new Promise<void>((resolve) =>
      deleteOne(
        resource,
        { id: record.id, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            toast({ description: success, type: 'success' });
            resolve();
          },
          onError: () => {
            toast({ description: failure, type: 'error' });
            resolve();
          },
        },
      ),
    );

  return <ConfirmActionButton action={action} title={title} content={content} onConfirm={remove} />;
};
