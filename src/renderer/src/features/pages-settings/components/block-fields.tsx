import { Button, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { WelcomeBlock } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_LIMITS, WELCOME_PEOPLE_ROLES, WELCOME_PEOPLE_ROLE_LABELS } from '@shared/welcome-pages';
import { AsyncMultiSelect } from '@renderer/components/async-select/async-multi-select';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { FileUpload } from '@renderer/components/file-upload/file-upload';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import { fetchUserOptions } from '@renderer/lib/company/fetch-user-options';
import { useImage } from '@renderer/lib/images/use-image';
import type { DraftErrors } from '../lib/page-draft';
import { PAGES_TEXT } from '../lib/pages-text';
import { FormFieldChoice } from './form-field-choice';

type BlockOf<K extends WelcomeBlock['kind']> = Extract<WelcomeBlock, { kind: K }>;

export interface BlockFieldsProps<B extends WelcomeBlock = WelcomeBlock> {
  block: B;
  /** The path of the block in the call (`blocks.2`), which the messages are keyed by. */
  path: string;
  errors: DraftErrors;
  disabled: boolean;
  onChange(block: B): void;
  /** Names of the people a people block names, as far as they are known. */
  peopleNames: ReadonlyMap<string, string>;
  onPeopleNamed(people: readonly AsyncOption[]): void;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** One labelled input of a block, with the message the check or the gateway gave for it. */
function Field({ id, label, error, children, extra }: { id: string; label: string; error: string | undefined; children: ReactNode; extra?: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error === undefined ? undefined : 'error'} help={error} extra={extra}>
      {children}
    </Form.Item>
  );
}

const inputId = (path: string, field: string) => `${path.replaceAll('.', '-')}-${field}`;

/** The inputs of a block, by its kind. */
export function BlockFields(props: BlockFieldsProps) {
  const { block } = props;
  switch (block.kind) {
    case 'text':
      return <TextFields {...props} block={block} />;
    case 'image':
      return <ImageFields {...props} block={block} />;
    case 'video':
      return <VideoFields {...props} block={block} />;
    case 'people':
      return <PeopleFields {...props} block={block} />;
    case 'timeline':
      return <TimelineFields {...props} block={block} />;
    case 'form':
      return <FormFields {...props} block={block} />;
    case 'tasks':
      return <TitleField {...props} block={block} extra={PAGES_TEXT.tasksNote} />;
  }
}

function TitleField<B extends BlockOf<'people' | 'timeline' | 'form' | 'tasks'>>({
  block,
  path,
  errors,
  onChange,
  extra,
}: BlockFieldsProps<B> & { extra?: string }) {
  const id = inputId(path, 'title');
  return (
    <Field id={id} label={PAGES_TEXT.blockTitle} error={errors[`${path}.title`]} extra={extra}>
      <Input id={id} value={block.title} maxLength={WELCOME_PAGE_LIMITS.titleLength} onChange={(event) => onChange({ ...block, title: event.target.value })} />
    </Field>
  );
}

function TextFields({ block, path, errors, disabled, onChange }: BlockFieldsProps<BlockOf<'text'>>) {
  return (
    <div style={{ marginBottom: 16 }}>
      <RichTextEditor
        id={inputId(path, 'html')}
        label={PAGES_TEXT.text}
        value={block.html}
        disabled={disabled}
        maxLength={WELCOME_PAGE_LIMITS.textBlockLength}
        error={errors[`${path}.html`]}
        onChange={(html) => onChange({ ...block, html })}
      />
    </div>
  );
}

function ImageFields({ block, path, errors, disabled, onChange }: BlockFieldsProps<BlockOf<'image'>>) {
  const image = useImage(block.fileId === '' ? null : block.fileId);
  const altId = inputId(path, 'alt');
  const captionId = inputId(path, 'caption');
  const fileError = errors[`${path}.fileId`];
  return (
    <>
      {image.data !== undefined && (
        <img src={image.data} alt={block.alt} style={{ display: 'block', maxWidth: '100%', maxHeight: 160, marginBottom: 8, objectFit: 'contain' }} />
      )}
      <div style={{ marginBottom: 16 }}>
        <FileUpload
          id={inputId(path, 'file')}
          label={PAGES_TEXT.image}
          value={[]}
          onChange={(files) => {
            const stored = files.at(-1);
            if (stored) onChange({ ...block, fileId: stored.id });
          }}
          accept={IMAGE_TYPES}
          maxSize={WELCOME_PAGE_LIMITS.imageBytes}
          maxFiles={1}
          supportedFormatsText={PAGES_TEXT.imageFormats}
          disabled={disabled}
        />
        {fileError !== undefined && (
          <Typography.Text type="danger" role="alert">
            {fileError}
          </Typography.Text>
        )}
      </div>
      <Field id={altId} label={PAGES_TEXT.imageDescription} error={errors[`${path}.alt`]}>
        <Input
          id={altId}
          value={block.alt}
          maxLength={WELCOME_PAGE_LIMITS.altTextLength}
          onChange={(event) => onChange({ ...block, alt: event.target.value })}
        />
      </Field>
      <Field id={captionId} label={PAGES_TEXT.caption} error={errors[`${path}.caption`]}>
        <Input
          id={captionId}
          value={block.caption ?? ''}
          maxLength={WELCOME_PAGE_LIMITS.captionLength}
          onChange={(event) => onChange({ ...block, caption: event.target.value === '' ? null : event.target.value })}
        />
      </Field>
    </>
  );
}

function VideoFields({ block, path, errors, onChange }: BlockFieldsProps<BlockOf<'video'>>) {
  const titleId = inputId(path, 'title');
  const urlId = inputId(path, 'url');
  return (
    <>
      <Field id={titleId} label={PAGES_TEXT.videoTitle} error={errors[`${path}.title`]}>
        <Input
          id={titleId}
          value={block.title}
          maxLength={WELCOME_PAGE_LIMITS.titleLength}
          onChange={(event) => onChange({ ...block, title: event.target.value })}
        />
      </Field>
      <Field id={urlId} label={PAGES_TEXT.videoLink} error={errors[`${path}.url`]}>
        <Input
          id={urlId}
          type="url"
          value={block.url}
          maxLength={500}
          placeholder="https://"
          onChange={(event) => onChange({ ...block, url: event.target.value.trim() })}
        />
      </Field>
    </>
  );
}

function PeopleFields(props: BlockFieldsProps<BlockOf<'people'>>) {
  const { block, path, errors, disabled, onChange, peopleNames, onPeopleNamed } = props;
  const namedId = inputId(path, 'people');
  const chosen: AsyncOption[] = block.userIds.map((userId) => ({ _id: userId, fullName: peopleNames.get(userId) ?? userId }));
  return (
    <>
      <TitleField {...props} />
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
        <legend style={{ fontSize: 'inherit', marginBottom: 8, border: 0 }}>{PAGES_TEXT.peopleRoles}</legend>
        <Checkbox.Group
          value={block.roles}
          onChange={(roles) => onChange({ ...block, roles: WELCOME_PEOPLE_ROLES.filter((role) => roles.includes(role)) })}
          options={WELCOME_PEOPLE_ROLES.map((role) => ({ value: role, label: WELCOME_PEOPLE_ROLE_LABELS[role] }))}
        />
      </fieldset>
      <Field id={namedId} label={PAGES_TEXT.namedPeople} error={errors[`${path}.userIds`]}>
        <AsyncMultiSelect
          id={namedId}
          fetcher={fetchUserOptions}
          placeholder={PAGES_TEXT.searchPeople}
          value={chosen}
          disabled={disabled}
          onChange={(people) => {
            onPeopleNamed(people);
            onChange({ ...block, userIds: people.map((person) => person._id).slice(0, WELCOME_PAGE_LIMITS.namedPeople) });
          }}
        />
      </Field>
    </>
  );
}

type TimelineEntry = BlockOf<'timeline'>['entries'][number];

function TimelineFields(props: BlockFieldsProps<BlockOf<'timeline'>>) {
  const { block, path, errors, onChange } = props;
  const setEntry = (index: number, entry: TimelineEntry) => onChange({ ...block, entries: block.entries.map((each, at) => (at === index ? entry : each)) });
  const lastDay = block.entries.at(-1)?.day ?? 1;
  return (
    <>
      <TitleField {...props} />
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`${block.title || PAGES_TEXT.blockTitle}: moments`}>
        {block.entries.map((entry, index) => {
          const at = `${path}.entries.${index}`;
          const id = (field: string) => inputId(at, field);
          return (
            <li key={index} style={{ marginBottom: 8 }}>
              <Flex gap="small" wrap align="start">
                <Field id={id('day')} label={PAGES_TEXT.timelineDay} error={errors[`${at}.day`]}>
                  <InputNumber
                    id={id('day')}
                    min={1}
                    max={WELCOME_PAGE_LIMITS.timelineDays}
                    precision={0}
                    value={entry.day}
                    onChange={(day) => setEntry(index, { ...entry, day: day ?? 1 })}
                    style={{ width: 80 }}
                  />
                </Field>
                <Field id={id('time')} label={PAGES_TEXT.timelineTime} error={errors[`${at}.time`]}>
                  <Input
                    id={id('time')}
                    value={entry.time ?? ''}
                    maxLength={5}
                    placeholder="09:30"
                    style={{ width: 110 }}
                    onChange={(event) => setEntry(index, { ...entry, time: event.target.value === '' ? null : event.target.value })}
                  />
                </Field>
                <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Field id={id('title')} label={PAGES_TEXT.timelineWhat} error={errors[`${at}.title`]}>
                    <Input
                      id={id('title')}
                      value={entry.title}
                      maxLength={WELCOME_PAGE_LIMITS.titleLength}
                      onChange={(event) => setEntry(index, { ...entry, title: event.target.value })}
                    />
                  </Field>
                </div>
              </Flex>
              <Field id={id('details')} label={PAGES_TEXT.timelineDetails} error={errors[`${at}.details`]}>
                <Input
                  id={id('details')}
                  value={entry.details ?? ''}
                  maxLength={500}
                  onChange={(event) => setEntry(index, { ...entry, details: event.target.value === '' ? null : event.target.value })}
                />
              </Field>
              <Button size="small" onClick={() => onChange({ ...block, entries: block.entries.filter((_, at) => at !== index) })}>
                {PAGES_TEXT.removeMoment(index + 1)}
              </Button>
            </li>
          );
        })}
      </ol>
      {errors[`${path}.entries`] !== undefined && <Typography.Paragraph type="danger">{errors[`${path}.entries`]}</Typography.Paragraph>}
      <Button
        disabled={block.entries.length >= WELCOME_PAGE_LIMITS.timelineEntries}
        onClick={() => onChange({ ...block, entries: [...block.entries, { day: lastDay, time: null, title: '', details: null }] })}
      >
        {PAGES_TEXT.addMoment}
      </Button>
    </>
  );
}

function FormFields(props: BlockFieldsProps<BlockOf<'form'>>) {
  const { block, path, errors, onChange } = props;
  return (
    <>
      <TitleField {...props} />
      <FormFieldChoice
        id={inputId(path, 'fields')}
        value={block.fieldKeys}
        error={errors[`${path}.fieldKeys`]}
        onChange={(fieldKeys) => onChange({ ...block, fieldKeys })}
      />
    </>
  );
}
