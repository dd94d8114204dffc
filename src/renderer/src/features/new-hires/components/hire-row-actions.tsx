import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HireSummary } from '@shared/contract/onboarding-schemas';
import { HIRE_STATUS_MOVE_LABELS, HIRE_STATUS_MOVES } from '@shared/onboarding';
import { routes } from '@shared/routes';
import { AllowWhileReadOnly } from '@renderer/components/read-only-scope';

export interface HireRowActionsProps {
  hire: HireSummary;
  canManage: boolean;
  readOnly: boolean;
  /** A status change of this hire is on its way. */
  busy: boolean;
  onApprove(hire: HireSummary): void;
  onWithdraw(hire: HireSummary): void;
  onReopen(hire: HireSummary): void;
}

type ActionKey = 'view' | 'edit' | 'preview' | 'approve' | 'withdraw' | 'reopen';

/** A row's menu: open, edit and preview the hire, and the status moves the model allows from here. */
export function HireRowActions({ hire, canManage, readOnly, busy, onApprove, onWithdraw, onReopen }: HireRowActionsProps) {
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const moves = HIRE_STATUS_MOVES[hire.status];
  const items: NonNullable<MenuProps['items']> = [
    { key: 'view', label: 'View' },
    ...(canManage ? [{ key: 'edit', label: 'Edit profile' }] : []),
    { key: 'preview', label: 'Preview welcome experience' },
    ...(canManage && hire.status === 'withdrawn' ? [{ key: 'reopen', label: HIRE_STATUS_MOVE_LABELS.pending, disabled: readOnly || busy }] : []),
    ...(canManage && moves.includes('preboarding') && hire.status !== 'withdrawn'
      ? [{ key: 'approve', label: HIRE_STATUS_MOVE_LABELS.preboarding, disabled: readOnly || busy }]
      : []),
    ...(canManage && moves.includes('withdrawn')
      ? [{ key: 'withdraw', label: HIRE_STATUS_MOVE_LABELS.withdrawn, danger: true, disabled: readOnly || busy }]
      : []),
  ];

  const act = (key: ActionKey) => {
    // The menu item goes away with the menu: the dialog it opens gives focus back to the row's button instead.
    trigger.current?.focus();
    switch (key) {
      case 'view':
        return void navigate(routes.hireInfo(hire._id));
      case 'edit':
        return void navigate(routes.hireProfileEdit(hire._id));
      case 'preview':
        return void navigate(routes.hireWelcomePreview(hire._id));
      case 'approve':
        return onApprove(hire);
      case 'withdraw':
        return onWithdraw(hire);
      case 'reopen':
        return onReopen(hire);
    }
  };

  return (
    <AllowWhileReadOnly>
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={{
          items,
          onClick: ({ key }) => act(key as ActionKey),
          // antd closes the menu on Escape but no longer hands the focus back to the button.
          onKeyDown: (event) => event.key === 'Escape' && trigger.current?.focus(),
        }}
      >
        <Button ref={trigger} type="text" icon={<MoreOutlined aria-hidden />} loading={busy} aria-label={`Actions for ${hire.fullName}`} />
      </Dropdown>
    </AllowWhileReadOnly>
  );
}
