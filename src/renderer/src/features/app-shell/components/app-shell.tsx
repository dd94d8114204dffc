import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button, Flex, Layout, Menu, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@shared/contract/user';
import { ROUTES } from '@shared/routes';
import { ReadOnlyScope } from '@renderer/components/read-only-scope';
import { useReadOnly } from '@renderer/lib/session/use-read-only';
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

/** The signed-in frame: sidebar of the user's pages, header with who they are, the theme and Sign out. */
export function AppShell({ user, menuItems, selectedPath, signingOut, onSignOut, banner, headerActions, status, children }: AppShellProps) {
  const { token } = theme.useToken();
  // Viewing as someone else: their password is not the administrator's to change.
  const readOnly = useReadOnly();
  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      {banner}
      <Layout style={{ flex: 1 }}>
        <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" width={232} style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
          <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
            HCM Onboarding
          </Typography.Title>
          <nav aria-label="Main">
            <Menu
              mode="inline"
              selectedKeys={selectedPath ? [selectedPath] : []}
              items={menuItems.map((item) => ({ key: item.path, icon: item.icon, label: <Link to={item.path}>{item.label}</Link> }))}
              style={{ borderInlineEnd: 'none' }}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 24,
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              paddingInline: 24,
            }}
          >
            {status ? <div style={{ marginInlineEnd: 'auto' }}>{status}</div> : null}
            <ThemeSwitch />
            {headerActions}
            <Link to={ROUTES.myProfile} aria-label={`${user.fullName}, ${user.company.name}: My profile`} title="My profile">
              <Flex vertical style={{ lineHeight: 1.3 }}>
                <Typography.Text strong>{user.fullName}</Typography.Text>
                <Typography.Text type="secondary">{user.company.name}</Typography.Text>
              </Flex>
            </Link>
            {readOnly ? null : (
              <Link to={ROUTES.changePassword} style={{ color: token.colorLink }}>
                Change password
              </Link>
            )}
            <Button icon={<LogoutOutlined />} loading={signingOut} onClick={onSignOut}>
              Sign out
            </Button>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <ReadOnlyScope>{children}</ReadOnlyScope>
          </Layout.Content>
        </Layout>
      </Layout>
    </Flex>
  );
}
