import { Button, theme } from 'antd';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SignatureCanvas, type SignatureCanvasInstance } from './signature-canvas';
import { exportSignature, SIGNATURE_SIZE, type SignatureImage } from './signature-export';
import { useDevicePixelRatio } from './use-device-pixel-ratio';

export const SIGNATURE_PAD_TEXT = {
  description: 'Draw your signature with a mouse, pen or finger',
  clear: 'Clear',
  empty: 'No signature yet',
  signed: 'Signature added',
  cleared: 'Signature cleared',
} as const;

export interface SignaturePadProps {
  label: string;
  /** A PNG of the signature each time a stroke ends; null once it is cleared. */
  onChange(signature: SignatureImage | null): void;
  disabled?: boolean;
  /** The surrounding form's message, such as a required signature left empty. */
  error?: string | undefined;
  id?: string;
}

type PadState = 'empty' | 'signed' | 'cleared';

/**
 * A 300x135 signature pad (react-signature-canvas) with a Clear button. Mouse, pen and touch all
 * draw; the ink follows the theme on screen, and the exported PNG is black on transparent.
 */
export function SignaturePad({ label, onChange, disabled = false, error, id }: SignaturePadProps) {
  const { token } = theme.useToken();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const pad = useRef<SignatureCanvasInstance>(null);
  const ratio = useDevicePixelRatio();
  const [state, setState] = useState<PadState>('empty');
  const penColor = token.colorTextBase;

  // The canvas holds `ratio` device pixels per CSS pixel so strokes stay crisp; a new ratio or a
  // new theme resets or recolours the bitmap, so the strokes are drawn again from their points.
  useLayoutEffect(() => {
    const signature = pad.current;
    if (!signature) return;
    signature.getCanvas().getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
    const strokes = signature.toData();
    for (const stroke of strokes) for (const point of stroke) point.color = penColor;
    signature.fromData(strokes);
  }, [ratio, penColor]);

  useEffect(() => {
    const signature = pad.current;
    if (!signature) return;
    if (disabled) signature.off();
    else signature.on();
  }, [disabled]);

  const clear = () => {
    pad.current?.clear();
    setState('cleared');
    onChange(null);
  };

  return (
    <div style={{ marginBottom: token.marginXS }}>
      <div id={labelId} style={{ color: token.colorText }}>
        {label}
      </div>
      <div
        id={descriptionId}
        style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM, marginBottom: token.marginXS }}
      >
        {SIGNATURE_PAD_TEXT.description}
      </div>
      <div
        style={{
          position: 'relative',
          width: SIGNATURE_SIZE.width,
          height: SIGNATURE_SIZE.height,
          border: `${token.lineWidth}px solid ${error ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
          overflow: 'hidden',
        }}
      >
        <div
          aria-hidden
          style={{
            position: 'absolute',
            insetInline: token.paddingLG,
            bottom: Math.round(SIGNATURE_SIZE.height * 0.25),
            borderBottom: `${token.lineWidth}px dashed ${token.colorBorder}`,
          }}
        />
        <SignatureCanvas
          ref={pad}
          penColor={penColor}
          clearOnResize={false}
          onEnd={() => {
            const signature = pad.current;
            if (!signature) return;
            setState('signed');
            onChange(exportSignature(signature.getCanvas()));
          }}
          canvasProps={{
            width: SIGNATURE_SIZE.width * ratio,
            height: SIGNATURE_SIZE.height * ratio,
            role: 'img',
            'aria-labelledby': labelId,
            'aria-describedby': error ? `${descriptionId} ${errorId}` : descriptionId,
            style: {
              position: 'relative',
              display: 'block',
              width: SIGNATURE_SIZE.width,
              height: SIGNATURE_SIZE.height,
              // Pen and finger draw instead of scrolling or zooming the page.
              touchAction: 'none',
              cursor: disabled ? 'not-allowed' : 'crosshair',
            },
          }}
        />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: SIGNATURE_SIZE.width, marginTop: token.marginXS }}>
        <div role="status" aria-live="polite" style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, lineHeight: token.lineHeightSM }}>
          {SIGNATURE_PAD_TEXT[state]}
        </div>
        <Button size="small" disabled={disabled || state !== 'signed'} onClick={clear}>
          {SIGNATURE_PAD_TEXT.clear}
        </Button>
      </div>
      {error ? (
        <div id={errorId} role="alert" style={{ color: token.colorError, marginTop: 2 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
