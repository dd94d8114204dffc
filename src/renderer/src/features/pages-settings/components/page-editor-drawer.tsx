import { Alert, Button, ConfigProvider, Drawer, Flex, Form, Input, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WelcomePage } from '@shared/contract/welcome-pages';
import { WELCOME_BLOCK_LABELS, WELCOME_PAGE_LIMITS } from '@shared/welcome-pages';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { LoadFailure } from '@renderer/components/load-failure';
import { StaleChangeCompare, type StaleChangeRow } from '@renderer/components/stale-change-compare';
import { failureMessage } from '@renderer/lib/bridge';
import { operationQuery } from '@renderer/lib/query/operation-query';
import { isStale, usePageChange, useWelcomePage } from '../api/use-welcome-pages';
import { useGuardedLeave } from '../hooks/use-guarded-leave';
import { draftErrors, draftOf, refusedFields, sameDraft, type DraftErrors, type PageDraft } from '../lib/page-draft';
import { PAGES_TEXT } from '../lib/pages-text';
import { BlockListEditor } from './block-list-editor';
import { PageStatusTags } from './page-status-tags';
import { PageVersions } from './page-versions';

export interface PageEditorDrawerProps {
  pageId: string;
  canChange: boolean;
  reason: string | null;
  onClose(): void;
}

const DRAWER_SIZE = 'min(960px, 100vw)';
const FIRST_MARKED = ['input', 'textarea', '[contenteditable="true"]', '.ant-select-selection-search-input']
  .map((control) => `.ant-form-item-has-error ${control}`)
  .join(', ');

/** The page editor, over the list: the page's title and blocks, its versions, and publishing. */
export function PageEditorDrawer({ pageId, canChange, reason, onClose }: PageEditorDrawerProps) {
  const page = useWelcomePage(pageId);
  if (page.data === undefined) {
    return (
      <Drawer open size={DRAWER_SIZE} title={PAGES_TEXT.title} onClose={onClose} destroyOnHidden>
        {page.isError ? (
          <LoadFailure title={PAGES_TEXT.pageLoadFailed} error={page.error} retrying={page.isFetching} onRetry={() => void page.refetch()} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Drawer>
    );
  }
  return <PageEditor page={page.data} canChange={canChange} reason={reason} onClose={onClose} readLatest={async () => (await page.refetch()).data} />;
}

const blocksInWords = (draft: PageDraft) =>
  draft.blocks.length === 0 ? 'No blocks' : draft.blocks.map((block) => WELCOME_BLOCK_LABELS[block.kind]).join(', ');

function staleRows(theirs: PageDraft, yours: PageDraft): StaleChangeRow[] {
  const rows: StaleChangeRow[] = [
    { label: PAGES_TEXT.pageTitle, theirs: theirs.title, yours: yours.title },
    { label: PAGES_TEXT.blocks, theirs: blocksInWords(theirs), yours: blocksInWords(yours) },
  ];
  const changed = rows.filter((row) => row.theirs !== row.yours);
  // The same kinds of blocks can still say different things.
  return changed.length > 0 ? changed : [{ label: PAGES_TEXT.blocks, theirs: 'Changed', yours: 'Yours as typed' }];
}

interface PageEditorProps extends Omit<PageEditorDrawerProps, 'pageId'> {
  page: WelcomePage;
  readLatest(): Promise<WelcomePage | undefined>;
}

function PageEditor({ page, canChange, reason, onClose, readLatest }: PageEditorProps) {
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page));
  const [saved, setSaved] = useState<PageDraft>(() => draftOf(page));
  const [version, setVersion] = useState(page.version);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<DraftErrors>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [latest, setLatest] = useState<WelcomePage | null>(null);
  const [named, setNamed] = useState<ReadonlyMap<string, string>>(new Map());
  const staff = useQuery({ ...operationQuery('people.list', {}), select: (answer) => answer.data });
  const update = usePageChange('welcomePages.update');
  const publish = usePageChange('welcomePages.publish');
  const unpublish = usePageChange('welcomePages.unpublish');
  const remove = usePageChange('welcomePages.remove');
  const dirty = !sameDraft(draft, saved);
  const body = useRef<HTMLDivElement>(null);
  // Bumped by each refused save: focus then moves to the first field marked, once it is drawn.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    body.current?.querySelector<HTMLElement>(FIRST_MARKED)?.focus();
  }, [refusals]);
  const { close, leave } = useGuardedLeave(dirty, onClose);

  const peopleNames = useMemo(
    () =>
      new Map([
        ...(staff.data ?? []).map((person) => [person._id, person.fullName] as const),
        ...(page.namedPeople ?? []).map((person) => [person._id, person.fullName] as const),
        ...named,
      ]),
    [staff.data, page.namedPeople, named],
  );
  const errors: DraftErrors = checked ? { ...refused, ...draftErrors(draft) } : refused;

  const change = (next: PageDraft) => {
    setDraft(next);
    setRefused({});
  };
  const rememberNames = (people: readonly AsyncOption[]) =>
    setNamed((known) => new Map([...known, ...people.flatMap((person) => (person.fullName ? [[person._id, person.fullName] as const] : []))]));

  const showLatest = async () => {
    const current = await readLatest();
    if (current) setLatest(current);
  };

  const refusedBy = (error: Error) => {
    if (isStale(error)) {
      void showLatest();
      return;
    }
    const fields = refusedFields(error);
    setRefused(fields);
    setRefusals((count) => count + 1);
    // The gateway's own sentence: it names the field even where the field is not one of the editor's.
    setActionError(failureMessage(error, PAGES_TEXT.saveFailed));
  };

  const save = (onVersion = version) => {
    setChecked(true);
    setActionError(null);
    setLatest(null);
    if (Object.keys(draftErrors(draft)).length > 0) {
      setActionError(PAGES_TEXT.saveFailed);
      setRefusals((count) => count + 1);
      return;
    }
    update.mutate(
      { pageId: page._id, version: onVersion, title: draft.title, blocks: draft.blocks },
      {
        onSuccess: (output) => {
          const stored = draftOf(output.data);
          setVersion(output.data.version);
          setDraft(stored);
          setSaved(stored);
          setChecked(false);
        },
        onError: refusedBy,
      },
    );
  };

  const act = (mutation: typeof publish | typeof unpublish) => {
    setActionError(null);
    mutation.mutate(
      { pageId: page._id, version },
      {
        onSuccess: (output) => setVersion(output.data.version),
        onError: (error) => {
          setActionError(failureMessage(error, PAGES_TEXT.saveFailed));
          if (isStale(error)) void showLatest();
        },
      },
    );
  };

  const keepMine = () => {
    if (latest === null) return;
    setVersion(latest.version);
    save(latest.version);
  };
  const takeTheirs = () => {
    if (latest === null) return;
    const theirs = draftOf(latest);
    setVersion(latest.version);
    setDraft(theirs);
    setSaved(theirs);
    setLatest(null);
    setActionError(null);
  };

  const titleError = errors.title;
  const busy = update.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  const footer = (
    <Tooltip title={reason}>
      <Flex gap="small" wrap>
        <Button type="primary" disabled={!canChange || latest !== null} loading={update.isPending} onClick={() => save()}>
          {PAGES_TEXT.saveDraft}
        </Button>
        <Tooltip title={dirty ? PAGES_TEXT.publishUnsaved : undefined}>
          <Popconfirm
            title={PAGES_TEXT.publishConfirm(saved.title)}
            onConfirm={() => act(publish)}
            disabled={!canChange || dirty || busy}
            okText={PAGES_TEXT.publish}
          >
            <Button disabled={!canChange || dirty || busy} loading={publish.isPending}>
              {PAGES_TEXT.publish}
            </Button>
          </Popconfirm>
        </Tooltip>
        {page.status === 'published' && (
          <Popconfirm
            title={PAGES_TEXT.unpublishConfirm(saved.title)}
            onConfirm={() => act(unpublish)}
            disabled={!canChange || busy}
            okText={PAGES_TEXT.unpublish}
          >
            <Button disabled={!canChange || busy} loading={unpublish.isPending}>
              {PAGES_TEXT.unpublish}
            </Button>
          </Popconfirm>
        )}
        <Popconfirm
          title={PAGES_TEXT.removeConfirm(saved.title)}
          okText={PAGES_TEXT.remove}
          okButtonProps={{ danger: true }}
          disabled={!canChange || busy}
          onConfirm={() =>
            remove.mutate({ pageId: page._id, version }, { onSuccess: leave, onError: (error) => setActionError(failureMessage(error, PAGES_TEXT.saveFailed)) })
          }
        >
          <Button danger disabled={!canChange || busy} loading={remove.isPending}>
            {PAGES_TEXT.remove}
          </Button>
        </Popconfirm>
      </Flex>
    </Tooltip>
  );

  return (
    <Drawer
      open
      size={DRAWER_SIZE}
      title={
        <Flex gap="small" align="center" wrap>
          <span>{saved.title}</span>
          <PageStatusTags page={page} />
        </Flex>
      }
      onClose={close}
      destroyOnHidden
      footer={footer}
    >
      {!canChange && <Alert type="info" showIcon title={reason ?? PAGES_TEXT.readOnlyEditor} style={{ marginBottom: 16 }} />}
      {actionError !== null && <Alert type="error" showIcon role="alert" title={actionError} style={{ marginBottom: 16 }} />}
      {latest !== null && (
        <div style={{ marginBottom: 16 }}>
          <StaleChangeCompare rows={staleRows(draftOf(latest), draft)} keeping={update.isPending} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />
        </div>
      )}
      <ConfigProvider componentDisabled={!canChange}>
        <div ref={body}>
          <Form layout="vertical" component="div">
            <Form.Item label={PAGES_TEXT.pageTitle} htmlFor="page-title" validateStatus={titleError === undefined ? undefined : 'error'} help={titleError}>
              <Input
                id="page-title"
                value={draft.title}
                maxLength={WELCOME_PAGE_LIMITS.titleLength}
                onChange={(event) => change({ ...draft, title: event.target.value })}
              />
            </Form.Item>
            <Typography.Title level={2} style={{ fontSize: 17 }}>
              {PAGES_TEXT.blocks}
            </Typography.Title>
            <BlockListEditor
              blocks={draft.blocks}
              errors={errors}
              disabled={!canChange}
              onChange={(blocks) => change({ ...draft, blocks })}
              peopleNames={peopleNames}
              onPeopleNamed={rememberNames}
            />
          </Form>
        </div>
      </ConfigProvider>
      <Typography.Title level={2} style={{ fontSize: 17, marginTop: 24 }}>
        {PAGES_TEXT.versions}
      </Typography.Title>
      <PageVersions versions={page.versions} />
    </Drawer>
  );
}
