import LockOutlined from '@ant-design/icons/LockOutlined';
import { Checkbox, Flex, Radio, Tooltip, Typography, theme } from 'antd';
import { useId } from 'react';
import { ACCESS_AREA_LABELS, ACCESS_PAGE_TEXT, LOGIN_AS_LABEL } from '@shared/access';
import { LOGIN_AS_PERMISSION } from '@shared/login-as';
import type { OnboardingArea } from '@shared/permissions';
import { LEVEL_LABELS } from '../lib/access-text';
import { GRID_AREAS, RIGHT_LEVELS, isBelowFixed, levelOf, withLevel, withLoginAs } from '../lib/right-levels';

export interface RightsGridProps {
  value?: readonly string[];
  onChange?: (rights: string[]) => void;
  /** Rights that stay whatever is chosen: shown greyed, with `fixedReason`. */
  fixedRights?: readonly string[];
  fixedReason?: string;
  /** The whole grid is fixed (a company administrator's): the reason is said once, not on every line. */
  locked?: boolean;
  disabled?: boolean;
  /** Names the grid for screen readers ("Rights of Operations coordinator"). */
  label: string;
}

/**
 * The rights a role gives, one line per area with No access, View, or View and change, and
 * "Log in as another user". What the fixed rights already give cannot be taken away and says why.
 * A controlled value/onChange control, so it sits in a form's field as any input does.
 */
export function RightsGrid({
  value = [],
  onChange,
  fixedRights = [],
  fixedReason = ACCESS_PAGE_TEXT.fixedRight,
  locked = false,
  disabled = false,
  label,
}: RightsGridProps) {
  const baseId = useId();
  const { token } = theme.useToken();
  const loginAsFixed = fixedRights.includes(LOGIN_AS_PERMISSION);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{label}</legend>
      {locked && <FixedNote reason={fixedReason} />}
      {GRID_AREAS.map((area) => (
        <AreaRow
          key={area}
          id={`${baseId}-${area}`}
          area={area}
          rights={value}
          fixedRights={fixedRights}
          fixedReason={locked ? null : fixedReason}
          disabled={disabled}
          onChange={(level) => onChange?.(withLevel(value, area, level))}
        />
      ))}
      <Flex wrap gap="small" align="center" style={{ paddingBlock: token.paddingXS }}>
        <Checkbox
          checked={loginAsFixed || value.includes(LOGIN_AS_PERMISSION)}
          disabled={disabled || loginAsFixed}
          onChange={(event) => onChange?.(withLoginAs(value, event.target.checked))}
        >
          {LOGIN_AS_LABEL}
        </Checkbox>
        {loginAsFixed && !locked && <FixedNote reason={fixedReason} />}
      </Flex>
    </fieldset>
  );
}

function AreaRow(props: {
  id: string;
  area: OnboardingArea;
  rights: readonly string[];
  fixedRights: readonly string[];
  /** Said under the line when the fixed rights give something here; null when said once for the grid. */
  fixedReason: string | null;
  disabled: boolean;
  onChange(level: (typeof RIGHT_LEVELS)[number]): void;
}) {
  const { id, area, rights, fixedRights, fixedReason, disabled, onChange } = props;
  const { token } = theme.useToken();
  const fixedLevel = levelOf(fixedRights, area);
  const chosen = levelOf([...rights, ...fixedRights], area);
  const labelId = `${id}-label`;
  return (
    <Flex
      wrap
      gap="small"
      align="center"
      justify="space-between"
      style={{ paddingBlock: token.paddingXS, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
        <span id={labelId}>{ACCESS_AREA_LABELS[area]}</span>
        {fixedLevel !== 'none' && fixedReason !== null && <FixedNote reason={fixedReason} />}
      </Flex>
      <Radio.Group
        // A name of its own, so that no two groups' radios ever act as one group.
        name={id}
        aria-labelledby={labelId}
        optionType="button"
        size="small"
        value={chosen}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        options={RIGHT_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level], disabled: isBelowFixed(level, area, fixedRights) }))}
      />
    </Flex>
  );
}

function FixedNote({ reason }: { reason: string }) {
  return (
    <Tooltip title={reason}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <LockOutlined aria-hidden /> {reason}
      </Typography.Text>
    </Tooltip>
  );
}
