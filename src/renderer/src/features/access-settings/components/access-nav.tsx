import { Flex, theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { ACCESS_TEXT } from '../lib/access-text';
import { MANAGER_ACCESS_PAGE_TEXT } from '../lib/manager-access-text';

/** The access pages, in the order an administrator sets access up. */
export const ACCESS_PAGES = [
  { path: ROUTES.settingsPermissions, label: 'People and their access' },
  { path: ROUTES.settingsAdministrativeAccess, label: ACCESS_TEXT.administrativeTitle },
  { path: ROUTES.settingsCustomAccess, label: ACCESS_TEXT.customTitle },
  { path: ROUTES.settingsEmployeeAccess, label: ACCESS_TEXT.employeeTitle },
  { path: ROUTES.settingsManagerAccess, label: MANAGER_ACCESS_PAGE_TEXT.title },
] as const;

/** The links between the access pages, the current one marked for eyes and screen readers alike. */
export function AccessNav() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  return (
    <nav aria-label={ACCESS_TEXT.navLabel}>
      <Flex wrap gap="small" style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {ACCESS_PAGES.map((page) => {
          const current = page.path === pathname;
          return (
            <Link
              key={page.path}
              to={page.path}
              aria-current={current ? 'page' : undefined}
              style={{
                padding: `${token.paddingXS}px ${token.paddingSM}px`,
                color: current ? token.colorPrimary : token.colorText,
                fontWeight: current ? 600 : 400,
                borderBottom: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
                marginBottom: -1,
              }}
            >
              {page.label}
            </Link>
          );
        })}
      </Flex>
    </nav>
  );
}
