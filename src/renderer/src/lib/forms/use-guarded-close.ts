import type { FormInstance } from 'antd';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * For a modal or drawer holding an Ant Design form: marks the form as holding unsaved changes once
 * the user changed a field (so leaving the page asks too), and answers the close to use for its
 * Cancel, close button, Escape and mask: it asks first when something was changed. Closing after a
 * save goes through `onClose` directly.
 */
export function useGuardedClose(form: FormInstance, onClose: () => void): () => void {
  const guard = useUnsavedChanges(() => form.isFieldsTouched());
  return () => {
    void guard.confirmDiscard().then((leave) => {
      if (leave) onClose();
    });
  };
}
