import { Alert, Button, Card, Flex, Input, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { TITLE_MAX_LENGTH } from '@shared/onboarding';
import { useState } from 'react';
import type { HireDocument } from '@shared/contract/new-hires';
import type { Hire } from '@shared/contract/onboarding-schemas';
import { STORABLE_CONTENT_TYPES, type StoredFile } from '@shared/files';
import { FileUpload } from '@renderer/components/file-upload/file-upload';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { failureMessage } from '@renderer/lib/bridge';
import { useHireAction } from '../api/use-hire-action';
import { useHireDocuments } from '../api/use-hire-documents';
import { displayDateTime } from '../lib/date-time';
import { formatFileSize } from '@renderer/lib/file-size';

/** The file store keeps JPEG, PNG, GIF, WebP and PDF (checked again from the bytes on the gateway). */
export const DOCUMENT_FORMATS_TEXT = 'PDF, JPEG, PNG, GIF, WebP';
const TITLE_ID = 'hire-document-title';

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

function DocumentRow({ hireId, document, canChange, first }: { hireId: string; document: HireDocument; canChange: boolean; first: boolean }) {
  const { token } = theme.useToken();
  const remove = useHireAction('newHire.removeDocument', hireId);
  const uploaded = [document.uploadedBy ? `by ${document.uploadedBy.fullName}` : '', `on ${displayDateTime(document.uploadedAt)}`].filter(Boolean).join(' ');
  return (
    <li style={{ padding: `${token.paddingXS}px 0`, borderTop: first ? undefined : `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="flex-start" gap="small">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{document.title}</Typography.Text>
          <div>
            {document.fileName} · {formatFileSize(document.size)}
          </div>
          <Typography.Text type="secondary">Uploaded {uploaded}</Typography.Text>
        </div>
        <Popconfirm
          title={`Remove “${document.title}”?`}
          description="The file is deleted with it."
          okText="Remove"
          okButtonProps={{ danger: true }}
          disabled={!canChange || remove.isPending}
          onConfirm={() => remove.mutate({ documentId: document._id })}
        >
          <Button size="small" danger aria-label={`Remove ${document.title}`} disabled={!canChange} loading={remove.isPending}>
            Remove
          </Button>
        </Popconfirm>
      </Flex>
    </li>
  );
}

function AddDocument({ hireId, canChange }: { hireId: string; canChange: boolean }) {
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [title, setTitle] = useState('');
  const add = useHireAction('newHire.addDocument', hireId, {
    afterSuccess: () => {
      setFiles([]);
      setTitle('');
    },
  });
  const file = files[0];
  const ready = canChange && file !== undefined && title.trim() !== '';
  return (
    <form
      noValidate
      aria-label="Add a document"
      style={{ marginTop: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !add.isPending) add.mutate({ hireId, fileId: file.id, title: title.trim() });
      }}
    >
      <FileUpload
        label="File"
        value={files}
        onChange={(next) => {
          setFiles(next);
          const added = next[0];
          if (added && title.trim() === '') setTitle(withoutExtension(added.name));
        }}
        accept={STORABLE_CONTENT_TYPES}
        supportedFormatsText={DOCUMENT_FORMATS_TEXT}
        maxFiles={1}
        disabled={!canChange}
      />
      <FormField id={TITLE_ID} label="Document title">
        <Input
          id={TITLE_ID}
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          disabled={!canChange}
          aria-describedby={fieldErrorId(TITLE_ID)}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <Button type="primary" htmlType="submit" disabled={!ready} loading={add.isPending}>
        Add document
      </Button>
    </form>
  );
}

/** The documents kept with the hire, and the way to add one (uploaded to the file store first) or remove one. */
export function HireDocumentsCard({ hire, canChange }: { hire: Hire; canChange: boolean }) {
  const documents = useHireDocuments(hire._id);
  let body;
  if (documents.data) {
    body =
      documents.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No documents yet.
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {documents.data.map((document, index) => (
            <DocumentRow key={document._id} hireId={hire._id} document={document} canChange={canChange} first={index === 0} />
          ))}
        </ul>
      );
  } else if (documents.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={failureMessage(documents.error, 'The documents could not be loaded.')}
        action={
          <Button size="small" onClick={() => void documents.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Documents</h2>} aria-busy={documents.isPending}>
      {body}
      <AddDocument hireId={hire._id} canChange={canChange} />
    </Card>
  );
}
