import { Checkbox, Tag, theme } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import type { SignupProduct } from '../config/signup-products';

export const COMING_SOON = 'Coming soon';

export interface ProductOptionProps {
  product: SignupProduct;
  checked: boolean;
  onToggle(): void;
}

/**
 * One selectable product card: the whole card is the checkbox. Its tick mark shows on hover, on
 * focus and while checked; a coming-soon card never toggles.
 */
export function ProductOption({ product, checked, onToggle }: ProductOptionProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const disabled = product.code === null;
  const showTick = hovered || focused || checked;

  const toggle = () => {
    if (!disabled) onToggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle();
    }
  };

  return (
    <div
      role="checkbox"
      aria-checked={checked}
      aria-disabled={disabled ? true : undefined}
      aria-labelledby={`${id}-name`}
      aria-describedby={disabled ? `${id}-description ${id}-soon` : `${id}-description`}
      tabIndex={disabled ? -1 : 0}
      onClick={toggle}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{
        position: 'relative',
        padding: `${token.paddingSM}px ${token.padding}px`,
        paddingInlineEnd: token.paddingXL,
        borderRadius: token.borderRadiusLG,
        border: `${token.lineWidth}px solid ${checked ? token.colorPrimary : hovered && !disabled ? token.colorPrimaryHover : token.colorBorder}`,
        background: disabled ? token.colorBgContainerDisabled : checked ? token.colorPrimaryBg : token.colorBgContainer,
        boxShadow: focused ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : undefined,
        cursor: disabled ? 'not-allowed' : 'pointer',
        outline: 'none',
        userSelect: 'none',
        transition: 'border-color 0.2s, background 0.2s',
      }}
    >
      {showTick ? (
        <span aria-hidden="true" style={{ position: 'absolute', top: token.paddingSM, insetInlineEnd: token.paddingSM, pointerEvents: 'none' }}>
          <Checkbox checked={checked} disabled={disabled} tabIndex={-1} />
        </span>
      ) : null}
      <div id={`${id}-name`} style={{ fontWeight: 600, color: disabled ? token.colorTextDisabled : token.colorTextHeading, marginBottom: token.marginXXS }}>
        {product.name}
      </div>
      <div id={`${id}-description`} style={{ color: disabled ? token.colorTextDisabled : token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {product.description}
      </div>
      {disabled ? (
        <Tag id={`${id}-soon`} style={{ marginTop: token.marginXS }}>
          {COMING_SOON}
        </Tag>
      ) : null}
    </div>
  );
}
