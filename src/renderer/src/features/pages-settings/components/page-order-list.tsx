import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import type { WelcomePageSummary } from '@shared/contract/welcome-pages';
import { WELCOME_PAGE_TEXT } from '@shared/welcome-pages';
import { failureMessage } from '@renderer/lib/bridge';
import { isStale, usePageChange } from '../api/use-welcome-pages';
import { useCriteriaSummary } from '@renderer/domain/criteria/use-criteria-summary';
import { moved } from '../lib/move';
import { PAGES_TEXT } from '../lib/pages-text';
import { PageStatusTags } from './page-status-tags';
import { SortableList } from './sortable-list';

export interface PageOrderListProps {
  pages: readonly WelcomePageSummary[];
  canChange: boolean;
  onOpen(pageId: string): void;
  /** Reads the pages again, after the gateway refused an order as stale. */
  onReload(): Promise<unknown>;
}

/**
 * The pages in the order hires see them, each with its status, audience and hires; moved by drag
 * and drop, by keyboard or by the Move buttons, and saved at once. A refused order shows the
 * gateway's order again with why; no row is ever left out.
 */
export function PageOrderList({ pages, canChange, onOpen, onReload }: PageOrderListProps) {
  const { token } = theme.useToken();
  const audience = useCriteriaSummary();
  const reorder = usePageChange('welcomePages.reorder');
  // The order sent and not yet answered, shown meanwhile; the gateway's list is the truth otherwise.
  const [pending, setPending] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const byId = new Map(pages.map((page) => [page._id, page]));
  const shown = pending === null ? [...pages] : [...pending.flatMap((id) => byId.get(id) ?? []), ...pages.filter((page) => !pending.includes(page._id))];

  const move = (from: number, to: number) => {
    if (reorder.isPending || to < 0 || to >= shown.length || from === to) return;
    const order = moved(shown, from, to);
    const pageIds = order.map((page) => page._id);
    setPending(pageIds);
    setRefusal(null);
    reorder.mutate(
      { pageIds, versions: Object.fromEntries(order.map((page) => [page._id, page.version])) },
      {
        onSettled: () => setPending(null),
        onError: (error) => {
          if (isStale(error)) {
            setRefusal(WELCOME_PAGE_TEXT.staleOrder);
            void onReload();
          } else setRefusal(failureMessage(error, PAGES_TEXT.orderFailed));
        },
      },
    );
  };

  return (
    <Flex vertical gap="small">
      {refusal !== null && <Alert type="warning" showIcon title={refusal} role="alert" />}
      <SortableList
        aria-label={PAGES_TEXT.title}
        items={shown}
        idOf={(page) => page._id}
        labelOf={(page) => page.title}
        handleLabel={(page) => PAGES_TEXT.dragHandle(page.title)}
        onMove={move}
        disabled={!canChange}
      >
        {(page, index, handle) => (
          <Flex
            gap="small"
            align="center"
            wrap
            style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
          >
            {handle}
            <Typography.Text type="secondary" style={{ minWidth: 24 }} aria-label={`Position ${index + 1}`}>
              {index + 1}.
            </Typography.Text>
            <Flex vertical style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Flex gap="small" align="center" wrap>
                <Button
                  type="link"
                  onClick={() => onOpen(page._id)}
                  aria-label={PAGES_TEXT.edit(page.title)}
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                >
                  <Typography.Text strong style={{ color: token.colorLink }}>
                    {page.title}
                  </Typography.Text>
                </Button>
                <PageStatusTags page={page} />
              </Flex>
              <Typography.Text type="secondary">
                For: {audience(page.criteria)} · {PAGES_TEXT.hires(page.audience)}
              </Typography.Text>
            </Flex>
            {canChange && (
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={PAGES_TEXT.moveUp(page.title)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={PAGES_TEXT.moveDown(page.title)}
                  disabled={index === shown.length - 1}
                  onClick={() => move(index, index + 1)}
                />
              </Flex>
            )}
          </Flex>
        )}
      </SortableList>
    </Flex>
  );
}
