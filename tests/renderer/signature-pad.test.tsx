import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNATURE_EXPORT_INK } from '@renderer/components/signature-pad/signature-export';
import { SignaturePad, type SignaturePadProps } from '@renderer/components/signature-pad/signature-pad';

// jsdom has no canvas: each canvas gets a recording 2D context, and toDataURL answers a tiny PNG.
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface RecordedContext {
  /** Every fillStyle set, in order: the colour each dot or curve was filled with. */
  fills: string[];
  composites: string[];
  setTransform: ReturnType<typeof vi.fn>;
  clearRect: ReturnType<typeof vi.fn>;
  drawImage: ReturnType<typeof vi.fn>;
  fill: ReturnType<typeof vi.fn>;
}

let contexts: Map<HTMLCanvasElement, RecordedContext>;
let exportedSizes: { width: number; height: number }[];

function recordingContext(): RecordedContext {
  const recorded: RecordedContext = {
    fills: [],
    composites: [],
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    fill: vi.fn(),
  };
  const noop = () => undefined;
  Object.defineProperties(recorded, {
    fillStyle: { set: (value: string) => recorded.fills.push(value) },
    globalCompositeOperation: { set: (value: string) => recorded.composites.push(value) },
  });
  return Object.assign(recorded, { fillRect: noop, beginPath: noop, closePath: noop, moveTo: noop, arc: noop, scale: noop });
}

beforeEach(() => {
  contexts = new Map();
  exportedSizes = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const context = contexts.get(this) ?? recordingContext();
    contexts.set(this, context);
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    exportedSizes.push({ width: this.width, height: this.height });
    return PNG_DATA_URL;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPad(props: Partial<SignaturePadProps> = {}, wrap: (pad: ReactNode) => ReactNode = (pad) => pad) {
  const onChange = vi.fn<SignaturePadProps['onChange']>();
  const pad = (extra: Partial<SignaturePadProps> = {}) => wrap(<SignaturePad label="Signature" onChange={onChange} {...props} {...extra} />);
  const view = render(pad());
  const canvas = screen.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
  return { ...view, onChange, canvas, rerenderWith: (extra: Partial<SignaturePadProps>) => view.rerender(pad(extra)) };
}

function drawWithMouse(canvas: HTMLCanvasElement) {
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 40, clientY: 60 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 40, clientY: 60 });
}

function drawWithFinger(canvas: HTMLCanvasElement) {
  const touch = { clientX: 80, clientY: 70 };
  fireEvent.touchStart(canvas, { targetTouches: [touch], changedTouches: [touch] });
  fireEvent.touchEnd(canvas, { targetTouches: [], changedTouches: [touch] });
}

const drawing = (canvas: HTMLCanvasElement) => contexts.get(canvas)!;
const clearButton = () => screen.getByRole('button', { name: 'Clear' });

describe('signature pad', () => {
  it('is a labelled 300x135 pad that says how to sign, with touch scrolling turned off', () => {
    const { canvas } = renderPad();
    expect(screen.getByText('Signature')).toBeVisible();
    expect(canvas).toHaveAccessibleDescription('Draw your signature with a mouse, pen or finger');
    expect(screen.getByText('Draw your signature with a mouse, pen or finger')).toBeVisible();
    expect(canvas.style.width).toBe('300px');
    expect(canvas.style.height).toBe('135px');
    expect(canvas.width).toBe(300);
    expect(canvas.height).toBe(135);
    expect(canvas.style.touchAction).toBe('none');
    expect(screen.getByRole('status')).toHaveTextContent('No signature yet');
    expect(clearButton()).toBeDisabled();
  });

  it('draws on a canvas with a device pixel per screen pixel, so strokes stay crisp on high-density screens', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { canvas } = renderPad();
    expect(canvas.width).toBe(600);
    expect(canvas.height).toBe(270);
    expect(canvas.style.width).toBe('300px');
    expect(canvas.style.height).toBe('135px');
    expect(drawing(canvas).setTransform).toHaveBeenLastCalledWith(2, 0, 0, 2, 0, 0);
  });

  it('exports a 300x135 PNG, as a data URL and as bytes, when a stroke ends', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    const { canvas, onChange } = renderPad();
    drawWithMouse(canvas);

    expect(onChange).toHaveBeenCalledTimes(1);
    const signature = onChange.mock.calls[0]![0]!;
    expect(signature.dataUrl).toBe(PNG_DATA_URL);
    expect(Array.from(signature.bytes)).toEqual(PNG_SIGNATURE);
    expect(exportedSizes).toEqual([{ width: 300, height: 135 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Signature added');
    expect(clearButton()).toBeEnabled();
  });

  it('exports black ink on a transparent background whatever ink the theme shows', () => {
    const { canvas, onChange } = renderPad({}, (pad) => <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{pad}</ConfigProvider>);
    drawWithMouse(canvas);
    expect(drawing(canvas).fills.at(-1)).toBe('#fff');

    const [exportContext] = [...contexts.entries()].filter(([element]) => element !== canvas).map(([, context]) => context);
    expect(exportContext!.drawImage).toHaveBeenCalledWith(canvas, 0, 0, 300, 135);
    expect(exportContext!.composites).toEqual(['source-in']);
    expect(exportContext!.fills).toEqual([SIGNATURE_EXPORT_INK]);
    expect(SIGNATURE_EXPORT_INK).toBe('#000000');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('draws in the light theme with dark ink', () => {
    const { canvas } = renderPad();
    drawWithMouse(canvas);
    expect(drawing(canvas).fills.at(-1)).toBe('#000');
  });

  it('takes a finger on a touch screen', () => {
    const { canvas, onChange } = renderPad();
    drawWithFinger(canvas);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]!.dataUrl).toBe(PNG_DATA_URL);
  });

  it('Clear empties the pad and reports null', async () => {
    const user = userEvent.setup();
    const { canvas, onChange } = renderPad();
    drawWithMouse(canvas);
    const clearsBefore = drawing(canvas).clearRect.mock.calls.length;

    await user.click(clearButton());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(drawing(canvas).clearRect.mock.calls.length).toBeGreaterThan(clearsBefore);
    expect(screen.getByRole('status')).toHaveTextContent('Signature cleared');
    expect(clearButton()).toBeDisabled();
  });

  it('keeps the drawing when the theme changes, repainted in the new ink', () => {
    const onChange = vi.fn();
    const themed = (dark: boolean) => (
      <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
        <SignaturePad label="Signature" onChange={onChange} />
      </ConfigProvider>
    );
    const { rerender } = render(themed(false));
    const canvas = screen.getByRole('img', { name: 'Signature' }) as HTMLCanvasElement;
    drawWithMouse(canvas);
    const fillsBefore = drawing(canvas).fills.length;

    rerender(themed(true));
    expect(screen.getByRole('img', { name: 'Signature' })).toBe(canvas);
    expect(drawing(canvas).fills.slice(fillsBefore)).toContain('#fff');
    expect(drawing(canvas).fills.at(-1)).toBe('#fff');
    expect(screen.getByRole('status')).toHaveTextContent('Signature added');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes no strokes while disabled', () => {
    const { canvas, onChange } = renderPad({ disabled: true });
    drawWithMouse(canvas);
    drawWithFinger(canvas);
    expect(onChange).not.toHaveBeenCalled();
    expect(clearButton()).toBeDisabled();
  });

  it("shows the form's message under the pad and ties it to the pad", () => {
    const { canvas } = renderPad({ error: 'This field is required' });
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(canvas).toHaveAccessibleDescription('Draw your signature with a mouse, pen or finger This field is required');
  });
});
