import type { ProductCode } from '@shared/products';
import type { UserRole } from '@shared/roles';

export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  SUPER_ADMIN: 'Super administrator',
  COMPANY_ADMIN: 'Company administrator',
  OPERATIONS: 'Operations',
  SUPPORT: 'Support',
  ADMIN: 'Administrator',
  NEW_HIRE: 'New hire',
};

export const PRODUCT_LABELS: Readonly<Record<ProductCode, string>> = {
  ONBOARDING: 'Onboarding',
  RECRUITMENT: 'Recruitment',
  PERFORMANCE: 'Performance',
  SSO_ADMIN: 'Administration',
};
