import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SignatureImage } from '@renderer/components/signature-pad/signature-export';
import { SignaturePad } from '@renderer/components/signature-pad/signature-pad';

const POINT_MS = 18;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A looping, handwriting-like line and an underline, in the pad's CSS pixels. */
function signatureStrokes(): { x: number; y: number }[][] {
  const loops: { x: number; y: number }[] = [];
  for (let step = 0; step <= 90; step += 1) {
    const t = step / 90;
    const angle = 2 * Math.PI * 5.5 * t;
    loops.push({ x: 34 + 200 * t - 13 * Math.sin(angle), y: 78 - 24 * Math.sin(angle + Math.PI / 2) * (1 - 0.45 * t) + 10 * t });
  }
  const underline: { x: number; y: number }[] = [];
  for (let step = 0; step <= 24; step += 1) {
    const t = step / 24;
    underline.push({ x: 48 + 200 * t, y: 112 - 8 * t - 6 * Math.sin(Math.PI * t) });
  }
  return [loops, underline];
}

/** Signs the pad the way a mouse would, so the demo shows real strokes and a real export. */
async function sign(canvas: HTMLCanvasElement) {
  for (const stroke of signatureStrokes()) {
    const box = canvas.getBoundingClientRect();
    const at = (point: { x: number; y: number }) => ({ bubbles: true, button: 0, buttons: 1, clientX: box.left + point.x, clientY: box.top + point.y });
    const [first, ...rest] = stroke;
    if (!first) continue;
    canvas.dispatchEvent(new MouseEvent('mousedown', at(first)));
    for (const point of rest) {
      await wait(POINT_MS);
      canvas.dispatchEvent(new MouseEvent('mousemove', at(point)));
    }
    canvas.dispatchEvent(new MouseEvent('mouseup', at(rest.at(-1) ?? first)));
  }
}

/** A signed pad and its exported PNG as printed, an empty required pad, and a locked pad. */
export default function SignaturePadDemo() {
  const { token } = theme.useToken();
  const [signature, setSignature] = useState<SignatureImage | null>(null);
  const [witness, setWitness] = useState<SignatureImage | null>(null);
  const [finished, setFinished] = useState(false);
  const signed = useRef(false);

  useEffect(() => {
    if (signed.current) return;
    signed.current = true;
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[aria-labelledby="new-hire-signature-label"]');
    if (canvas) void sign(canvas).then(() => setFinished(true));
  }, []);

  return (
    <div data-demo-ready={finished && signature ? true : undefined} style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 32 }}>
      <SignaturePad id="new-hire-signature" label="New hire signature" onChange={setSignature} />
      <figure style={{ margin: 0 }}>
        <figcaption style={{ color: token.colorText }}>Exported PNG, as printed</figcaption>
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>300 x 135, black ink on a transparent background</div>
        <div
          style={{
            marginTop: token.marginXS,
            width: 300,
            height: 135,
            background: token.colorWhite,
            border: `${token.lineWidth}px solid ${token.colorBorder}`,
          }}
        >
          {signature ? <img src={signature.dataUrl} width={300} height={135} alt="The exported signature" /> : null}
        </div>
      </figure>
      <SignaturePad id="witness-signature" label="Witness signature" onChange={setWitness} error={witness ? undefined : 'This field is required'} />
      <SignaturePad id="locked-signature" label="Coordinator signature" disabled onChange={() => undefined} />
    </div>
  );
}
