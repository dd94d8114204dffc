import { Form, Input, Modal } from 'antd';
import { WELCOME_PAGE_LIMITS, WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { showFieldErrors } from '@renderer/lib/forms/show-field-errors';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { usePageChange } from '../api/use-welcome-pages';
import { PAGES_TEXT } from '../lib/pages-text';

/** Adds a draft page, last in the order, and hands its id on so its editor opens. */
export function AddPageModal({ onAdded, onClose }: { onAdded(pageId: string): void; onClose(): void }) {
  const [form] = Form.useForm<{ title: string }>();
  const create = usePageChange('welcomePages.create');
  const guard = useUnsavedChanges(() => form.isFieldsTouched());
  const close = () => void guard.confirmDiscard().then((leave) => leave && onClose());
  // Opening the new page's editor is where the typed title went, not leaving it unsaved.
  const add = ({ title }: { title: string }) =>
    create.mutate(
      { title: title.trim(), blocks: [] },
      {
        onSuccess: (output) => void guard.leaveWithoutAsking(() => onAdded(output.data._id)),
        onError: (error) => showFieldErrors(form, error, ['title'], 'title'),
      },
    );
  return (
    <Modal
      open
      title={PAGES_TEXT.addPage}
      okText={PAGES_TEXT.addPage}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ title: '' }} onFinish={add}>
        <Form.Item
          name="title"
          label={PAGES_TEXT.pageTitle}
          htmlFor="new-page-title"
          rules={[{ required: true, whitespace: true, message: WELCOME_PAGE_TEXT.titleRequired }, { max: WELCOME_PAGE_LIMITS.titleLength }]}
        >
          <Input id="new-page-title" maxLength={WELCOME_PAGE_LIMITS.titleLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
