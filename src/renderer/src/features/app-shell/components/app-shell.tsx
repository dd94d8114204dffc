import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, Drawer, Flex, Grid, Layout, Menu, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SessionUser } from '@shared/contract/user';
import { ROUTES } from '@shared/routes';
import { ReadOnlyScope } from '@renderer/components/read-only-scope';
import { MAIN_CONTENT_ID } from '@renderer/lib/a11y/main-content';
import { PRODUCT_TITLE } from '@renderer/lib/a11y/use-document-title';
import { SkipLink } from '@renderer/lib/a11y/skip-link';
import { useReadOnly } from '@renderer/lib/session/use-read-only';
import { CompanyMark } from './company-mark';
import { ThemeSwitch } from './theme-switch';

export interface ShellMenuItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export interface AppShellProps {
  user: Pick<SessionUser, 'fullName' | 'company'>;
  menuItems: readonly ShellMenuItem[];
  selectedPath: string | null;
  signingOut: boolean;
  onSignOut(): void;
  /** Shown above the whole frame, e.g. while an administrator views as another user. */
  banner?: ReactNode;
  /** Extra header controls before the user's name, e.g. "Log in as…". */
  headerActions?: ReactNode;
  /** First in the header: whether the gateway answers and what waits for it. */
  status?: ReactNode;
  children: ReactNode;
}

export const APP_SHELL_TEXT = {
  title: PRODUCT_TITLE,
  openMenu: 'Open the menu',
  menu: 'Main',
} as const;

const SIDEBAR_WIDTH = 232;
/** antd's header height: the bar keeps it while its controls fit on one line, and grows when they wrap. */
const HEADER_MIN_HEIGHT = 64;
/** The longest the user's name and company may take in the header before they are cut short. */
const NAME_MAX_WIDTH = 200;

function ShellMenu({ menuItems, selectedPath, onPick }: Pick<AppShellProps, 'menuItems' | 'selectedPath'> & { onPick?: () => void }) {
  return (
    <nav aria-label={APP_SHELL_TEXT.menu}>
      <Menu
        mode="inline"
        selectedKeys={selectedPath ? [selectedPath] : []}
        onClick={onPick}
        items={menuItems.map((item) => ({ key: item.path, icon: item.icon, label: <Link to={item.path}>{item.label}</Link> }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}

/**
 * The signed-in frame: sidebar of the user's pages, header with who they are, the theme and Sign out.
 * From the md breakpoint up the sidebar sits beside the page; below it the menu is a drawer that
 * opens over the page from a button in the header, so the page keeps its whole width.
 */
export function AppShell({ user, menuItems, selectedPath, signingOut, onSignOut, banner, headerActions, status, children }: AppShellProps) {
  const { token } = theme.useToken();
  // Viewing as someone else: their password is not the administrator's to change.
  const readOnly = useReadOnly();
  const narrow = Grid.useBreakpoint().md === false;
  // The drawer is open at the address it was opened on: following a link, or widening the window, closes it.
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = narrow && menuOpenAt === pathname;
  // Closed by following one of its links: focus goes to the new page (see use-focus-on-navigation), not back to the menu button.
  const [leftByLink, setLeftByLink] = useState(false);
  const closeMenu = () => setMenuOpenAt(null);
  const followMenuLink = () => {
    setLeftByLink(true);
    closeMenu();
  };

  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <SkipLink />
      {banner}
      <Layout style={{ flex: 1 }}>
        {narrow ? (
          <Drawer
            placement="left"
            size={SIDEBAR_WIDTH + token.paddingLG}
            open={menuOpen}
            onClose={closeMenu}
            focusable={{ focusTriggerAfterClose: !leftByLink }}
            title={APP_SHELL_TEXT.title}
            styles={{ body: { padding: 0 } }}
          >
            <CompanyMark style={{ padding: `${token.paddingSM}px ${token.paddingLG}px 0` }} />
            <ShellMenu menuItems={menuItems} selectedPath={selectedPath} onPick={followMenuLink} />
          </Drawer>
        ) : (
          <Layout.Sider theme="light" width={SIDEBAR_WIDTH} style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
            <Flex vertical gap={token.marginXS} style={{ padding: `${token.padding}px ${token.paddingLG}px` }}>
              <CompanyMark />
              {/* The product's name, not a heading: each page's own title is its h1. */}
              <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
                {APP_SHELL_TEXT.title}
              </Typography.Text>
            </Flex>
            <ShellMenu menuItems={menuItems} selectedPath={selectedPath} />
          </Layout.Sider>
        )}
        {/* minWidth 0: a flex item otherwise grows to its widest content, and the page with it. */}
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'flex-end',
              columnGap: narrow ? token.margin : token.marginLG,
              rowGap: token.marginXS,
              height: 'auto',
              minHeight: HEADER_MIN_HEIGHT,
              lineHeight: token.lineHeight,
              paddingBlock: token.paddingXS,
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              paddingInline: narrow ? token.padding : token.paddingLG,
            }}
          >
            {narrow ? (
              <Button
                icon={<MenuOutlined aria-hidden />}
                aria-label={APP_SHELL_TEXT.openMenu}
                aria-expanded={menuOpen}
                title={APP_SHELL_TEXT.openMenu}
                onClick={() => {
                  setLeftByLink(false);
                  setMenuOpenAt(pathname);
                }}
              />
            ) : null}
            <div style={{ marginInlineEnd: 'auto' }}>{status}</div>
            <ThemeSwitch />
            {headerActions}
            {/* Named by what it shows (speech input users say what they see), then where it goes. */}
            <Link to={ROUTES.myProfile} title="My profile" style={{ minWidth: 0 }}>
              <Flex vertical style={{ lineHeight: 1.3, maxWidth: NAME_MAX_WIDTH }}>
                <Typography.Text strong ellipsis={{ tooltip: user.fullName }}>
                  {user.fullName}
                </Typography.Text>{' '}
                <Typography.Text type="secondary" ellipsis={{ tooltip: user.company.name }}>
                  {user.company.name}
                </Typography.Text>
              </Flex>{' '}
              <span className="sr-only">My profile</span>
            </Link>
            {readOnly ? null : (
              <Link to={ROUTES.changePassword} style={{ color: token.colorLink, whiteSpace: 'nowrap' }}>
                Change password
              </Link>
            )}
            <Button icon={<LogoutOutlined />} loading={signingOut} onClick={onSignOut}>
              Sign out
            </Button>
          </Layout.Header>
          {/* A long unbroken value (a job title, an email) breaks where it must rather than widening its card and the page. */}
          <Layout.Content
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            style={{ outline: 'none', padding: narrow ? token.padding : token.paddingLG, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <ReadOnlyScope>{children}</ReadOnlyScope>
          </Layout.Content>
        </Layout>
      </Layout>
    </Flex>
  );
}
