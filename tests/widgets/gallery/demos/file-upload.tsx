import { useEffect, useRef, useState } from 'react';
import type { HcmBridge } from '@shared/bridge';
import type { StorableContentType, StoredFile, UploadProgress } from '@shared/files';
import { FileUpload } from '@renderer/components/file-upload/file-upload';

const STEP_MS = 120;
const KB = 1024;
const MB = 1024 * KB;

/** What the demo store does with each file it is sent, by name. */
const OUTCOMES: Record<string, { result: 'stored' | 'failed' | 'under way'; contentType: StorableContentType }> = {
  'offer-letter.pdf': { result: 'stored', contentType: 'application/pdf' },
  'passport-scan.jpg': { result: 'under way', contentType: 'image/jpeg' },
  'payslip-march.png': { result: 'failed', contentType: 'image/png' },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** window.hcm.files for the gallery: progress in steps, then stored, failed, or left under way. */
function installDemoFileStore(onSettled: () => void) {
  const listeners = new Set<(progress: UploadProgress) => void>();
  const files: HcmBridge['files'] = {
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async upload({ uploadId, name, bytes }) {
      const outcome = OUTCOMES[name] ?? { result: 'stored', contentType: 'application/pdf' };
      const total = bytes.byteLength;
      const shares = outcome.result === 'under way' ? [0.3, 0.65] : [0.25, 0.5, 0.75, 1];
      for (const share of shares) {
        await wait(STEP_MS);
        for (const listener of listeners) listener({ uploadId, loaded: Math.round(total * share), total });
      }
      onSettled();
      if (outcome.result === 'under way') return new Promise<never>(() => undefined);
      if (outcome.result === 'failed') {
        return { ok: false, error: { status: 415, message: 'The file is not a PNG image, whatever its name says. Export it again as PNG.' } };
      }
      return { ok: true, data: { id: `demo-${uploadId}`, name, contentType: outcome.contentType, size: total, createdAt: new Date().toISOString() } };
    },
    // The upload widget shows no stored image.
    image: async () => ({ ok: false, error: { status: 404, message: 'The demo store keeps no images.' } }),
  };
  window.hcm = { ...window.hcm, files } as HcmBridge;
}

const stored = (id: string, name: string, contentType: StorableContentType, size: number): StoredFile => ({
  id,
  name,
  contentType,
  size,
  createdAt: '2026-03-02T09:30:00.000Z',
});

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

/** Dropped on the documents field when the demo opens: three go through, three are turned away. */
const DROPPED = () => [
  file('offer-letter.pdf', 'application/pdf', 182 * KB),
  file('passport-scan.jpg', 'image/jpeg', 1.4 * MB),
  file('payslip-march.png', 'image/png', 96 * KB),
  file('team-photo.bmp', 'image/bmp', 640 * KB),
  file('contract-scan.pdf', 'application/pdf', 6 * MB),
  file('references.pdf', 'application/pdf', 120 * KB),
];

/** A held profile photo, a documents field mid-way (progress, failure, rejections), and a locked field. */
export default function FileUploadDemo() {
  const [settled, setSettled] = useState(0);
  useState(() => installDemoFileStore(() => setSettled((count) => count + 1)));
  const [photo, setPhoto] = useState([stored('photo-1', 'jane-cooper.jpg', 'image/jpeg', 348 * KB)]);
  const [documents, setDocuments] = useState([stored('doc-1', 'right-to-work.pdf', 'application/pdf', 212 * KB)]);
  const [archived, setArchived] = useState([stored('doc-0', 'previous-contract.pdf', 'application/pdf', 1.2 * MB)]);
  const dropped = useRef(false);

  useEffect(() => {
    if (dropped.current) return;
    dropped.current = true;
    const zone = document.querySelector('[role="group"][aria-labelledby="documents-label"]');
    const transfer = new DataTransfer();
    for (const picked of DROPPED()) transfer.items.add(picked);
    zone?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, []);

  return (
    <div data-demo-ready={settled >= Object.keys(OUTCOMES).length ? true : undefined} style={{ maxWidth: 550, display: 'grid', gap: 24 }}>
      <FileUpload id="photo" label="Profile photo" maxFiles={1} value={photo} onChange={setPhoto} />
      <FileUpload
        id="documents"
        label="Identity documents"
        accept={['application/pdf', 'image/jpeg', 'image/png']}
        supportedFormatsText="PDF, JPEG, PNG"
        maxSize={5 * MB}
        maxFiles={4}
        value={documents}
        onChange={setDocuments}
      />
      <FileUpload id="archived" label="Archived documents" disabled value={archived} onChange={setArchived} />
    </div>
  );
}
