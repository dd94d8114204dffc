import { Button, ColorPicker, Flex, Input, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { BRAND_TEXT } from '@shared/brand';
import { HEX_COLOUR } from '@shared/contract/settings';
import { colourIsReadable, contrastOf } from '../lib/branding-draft';
import { BRANDING_TEXT } from '../lib/branding-text';

export interface BrandColourFieldProps {
  value: string;
  onChange(colour: string): void;
  disabled: boolean;
}

/** The brand colour, picked or typed, with its contrast against white text read out as it changes. */
export function BrandColourField({ value, onChange, disabled }: BrandColourFieldProps) {
  const { token } = theme.useToken();
  const id = useId();
  // While the typed hex is incomplete the picker keeps the last whole colour: with none it would open on a transparent one.
  const [lastWholeColour, setLastWholeColour] = useState(HEX_COLOUR.test(value) ? value : token.colorPrimary);
  if (HEX_COLOUR.test(value) && value !== lastWholeColour) setLastWholeColour(value);
  const ratio = contrastOf(value);
  const problem = !HEX_COLOUR.test(value) ? BRANDING_TEXT.colourFormat : colourIsReadable(value) ? null : BRAND_TEXT.lowContrast;
  return (
    <Flex vertical gap={4}>
      <label htmlFor={`${id}-hex`} style={{ fontWeight: 600 }}>
        {BRANDING_TEXT.colourLabel}
      </label>
      <Flex gap="small" align="center" wrap>
        <ColorPicker value={lastWholeColour} disabled={disabled} disabledAlpha format="hex" onChange={(colour) => onChange(colour.toHexString())}>
          <Button
            aria-label={BRANDING_TEXT.colourPicker}
            disabled={disabled}
            icon={
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 16,
                  height: 16,
                  borderRadius: 4,
                  background: HEX_COLOUR.test(value) ? value : token.colorBgContainer,
                  border: `1px solid ${token.colorBorder}`,
                }}
              />
            }
          />
        </ColorPicker>
        <Input
          id={`${id}-hex`}
          value={value}
          disabled={disabled}
          maxLength={7}
          style={{ width: 120 }}
          status={problem === null ? undefined : 'error'}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-contrast`}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </Flex>
      <div id={`${id}-contrast`} aria-live="polite">
        {ratio !== null && <Typography.Text type="secondary">{BRANDING_TEXT.contrast(ratio)}</Typography.Text>}
        {problem !== null && (
          <Typography.Text type="danger" style={{ display: 'block' }}>
            {problem}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
