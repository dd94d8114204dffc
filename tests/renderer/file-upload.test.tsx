import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallResult } from '@shared/contract/errors';
import type { StoredFile } from '@shared/files';
import { FileUpload, type FileUploadProps } from '@renderer/components/file-upload/file-upload';
import { createFakeBridge, type FakeBridge } from './support/fake-bridge';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;

/** A picked file; jsdom's File cannot read its bytes, so this one answers arrayBuffer() itself. */
function makeFile(name: string, type: string, options: { bytes?: Uint8Array<ArrayBuffer>; size?: number } = {}): File {
  const bytes = options.bytes ?? PNG_BYTES;
  const file = new File([bytes], name, { type });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  if (options.size !== undefined) Object.defineProperty(file, 'size', { value: options.size });
  return file;
}

function storedFile(id: string, name: string, size = 2048): StoredFile {
  return { id, name, contentType: 'image/png', size, createdAt: '2026-01-05T10:00:00.000Z' };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type HarnessProps = Partial<Omit<FileUploadProps, 'value' | 'onChange'>> & { initial?: StoredFile[]; onValue?: (files: StoredFile[]) => void };

function Harness({ initial = [], onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<StoredFile[]>(initial);
  return (
    <FileUpload
      label="Documents"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...props}
    />
  );
}

const dropZone = () => screen.getByRole('group', { name: 'Documents' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const drop = (files: File[]) => fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });

/** The reasons listed for one turned-away file, in order. */
function reasonsFor(name: string): string[] {
  const rejected = screen.getByRole('group', { name: 'Some files were not added' });
  const item = within(rejected).getByText(name).closest('li')!;
  return within(item)
    .getAllByRole('listitem')
    .map((reason) => reason.textContent);
}

const rejectedNames = () =>
  Array.from(screen.getByRole('group', { name: 'Some files were not added' }).querySelectorAll(':scope strong')).map((name) => name.textContent);

let bridge: FakeBridge;
let ids: number;

beforeEach(() => {
  bridge = createFakeBridge();
  window.hcm = bridge;
  ids = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file upload: what it tells people', () => {
  it("says 'Supported formats: JPEG, PNG, GIF' and the 10 MB limit by default, under a labelled drop area", () => {
    render(<Harness />);
    const zone = dropZone();
    expect(zone).toHaveAccessibleDescription('Supported formats: JPEG, PNG, GIF Maximum size: 10 MB per file');
    expect(within(zone).getByText('Supported formats: JPEG, PNG, GIF')).toBeVisible();
    expect(within(zone).getByText('Maximum size: 10 MB per file')).toBeVisible();
    expect(within(zone).getByText('Drag and drop files here, or')).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(fileInput()).toHaveAttribute('multiple');
  });

  it("names a screen's own formats, size limit and file count", () => {
    render(<Harness accept={['application/pdf']} supportedFormatsText="PDF" maxSize={2.5 * MB} maxFiles={1} />);
    expect(screen.getByText('Supported formats: PDF')).toBeVisible();
    expect(screen.getByText('Maximum size: 2.5 MB per file')).toBeVisible();
    expect(screen.getByText('Up to 1 file')).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf');
    expect(fileInput()).not.toHaveAttribute('multiple');
  });
});

describe('file upload: rejections, by file name, one message per reason', () => {
  it('turns away a file of the wrong type and uploads the good one beside it', async () => {
    render(<Harness />);
    drop([makeFile('notes.txt', 'text/plain'), makeFile('photo.png', 'image/png')]);
    expect(reasonsFor('notes.txt')).toEqual(['This file type is not supported. Use JPEG, PNG, GIF.']);
    expect(rejectedNames()).toEqual(['notes.txt']);
    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledTimes(1));
    expect(bridge.uploadMock.mock.calls[0]![0].name).toBe('photo.png');
    expect(screen.getByRole('status')).toHaveTextContent('1 file was not added. notes.txt: This file type is not supported. Use JPEG, PNG, GIF.');
  });

  it('uses the given formats text in the wrong-type message', () => {
    render(<Harness accept={['application/pdf']} supportedFormatsText="PDF" />);
    drop([makeFile('scan.png', 'image/png')]);
    expect(reasonsFor('scan.png')).toEqual(['This file type is not supported. Use PDF.']);
  });

  it("takes a whole family of types with 'image/*', and turns away a file whose type the system does not know", async () => {
    render(<Harness accept={['image/*']} supportedFormatsText="Images" />);
    drop([makeFile('scan.bmp', 'image/bmp'), makeFile('scan.heic', '')]);
    expect(rejectedNames()).toEqual(['scan.heic']);
    expect(reasonsFor('scan.heic')).toEqual(['This file type is not supported. Use Images.']);
    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'scan.bmp' })));
  });

  it('turns away a file over the size limit, saying the limit in MB', () => {
    render(<Harness />);
    drop([makeFile('large.png', 'image/png', { size: 10 * MB + 1 })]);
    expect(reasonsFor('large.png')).toEqual(['This file is larger than 10 MB.']);
    expect(bridge.uploadMock).not.toHaveBeenCalled();
  });

  it('gives every reason when a file breaks more than one rule', () => {
    render(<Harness maxSize={2 * MB} />);
    drop([makeFile('archive.zip', 'application/zip', { size: 3 * MB })]);
    expect(reasonsFor('archive.zip')).toEqual(['This file type is not supported. Use JPEG, PNG, GIF.', 'This file is larger than 2 MB.']);
  });

  it('takes files up to the maximum, counting those already held, and turns the rest away', async () => {
    render(<Harness maxFiles={3} initial={[storedFile('f1', 'passport.png')]} />);
    drop([makeFile('a.png', 'image/png'), makeFile('b.png', 'image/png'), makeFile('c.png', 'image/png')]);
    expect(reasonsFor('c.png')).toEqual(['Too many files. You can add at most 3 files.']);
    expect(rejectedNames()).toEqual(['c.png']);
    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledTimes(2));
    expect(bridge.uploadMock.mock.calls.map(([request]) => request.name)).toEqual(['a.png', 'b.png']);
  });

  it('clears the last rejections when the next files are all fine', async () => {
    render(<Harness />);
    drop([makeFile('notes.txt', 'text/plain')]);
    expect(screen.getByRole('group', { name: 'Some files were not added' })).toBeVisible();
    drop([makeFile('photo.png', 'image/png')]);
    expect(screen.queryByRole('group', { name: 'Some files were not added' })).not.toBeInTheDocument();
    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledTimes(1));
  });
});

describe('file upload: sending files to the store', () => {
  it('sends the bytes and an uploadId, shows the progress the bridge reports, then lists the stored file', async () => {
    const answer = deferred<CallResult<StoredFile>>();
    bridge.uploadMock.mockImplementationOnce(() => answer.promise);
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    drop([makeFile('photo.png', 'image/png')]);

    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledTimes(1));
    const request = bridge.uploadMock.mock.calls[0]![0];
    expect(request).toEqual({ uploadId: '00000000-0000-4000-8000-000000000001', name: 'photo.png', bytes: PNG_BYTES });
    expect(request.bytes).toBeInstanceOf(Uint8Array);

    const progress = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    act(() => bridge.emitUploadProgress({ uploadId: request.uploadId, loaded: 512, total: 1024 }));
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    act(() => bridge.emitUploadProgress({ uploadId: 'another-upload', loaded: 1024, total: 1024 }));
    expect(progress).toHaveAttribute('aria-valuenow', '50');

    await act(async () => answer.resolve({ ok: true, data: storedFile('file-9', 'photo.png', 2560) }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getByText('photo.png')).toBeVisible();
    expect(within(list).getByText('2.5 KB')).toBeVisible();
    expect(onValue).toHaveBeenLastCalledWith([storedFile('file-9', 'photo.png', 2560)]);
    expect(screen.getByRole('status')).toHaveTextContent('photo.png uploaded.');
  });

  it('adds every file that finishes to the value, even when they finish together', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial={[storedFile('f1', 'passport.png')]} />);
    drop([makeFile('a.png', 'image/png'), makeFile('b.gif', 'image/gif')]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove b.gif' })).toBeVisible());
    expect(onValue.mock.lastCall![0].map((file: StoredFile) => file.name)).toEqual(['passport.png', 'a.png', 'b.gif']);
  });

  it('removes a stored file from the value and puts the focus back on Browse files', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial={[storedFile('f1', 'passport.png'), storedFile('f2', 'contract.png')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    expect(onValue).toHaveBeenLastCalledWith([storedFile('f2', 'contract.png')]);
    expect(screen.queryByText('passport.png')).not.toBeInTheDocument();
    expect(screen.getByText('contract.png')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('passport.png removed.');
  });

  it("shows the server's message when an upload fails, and Retry sends the file again", async () => {
    const user = userEvent.setup();
    bridge.uploadMock.mockResolvedValueOnce({ ok: false, error: { status: 415, message: 'The file is not a JPEG, PNG or GIF image.' } });
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    drop([makeFile('photo.png', 'image/png')]);

    expect(await screen.findByText('The file is not a JPEG, PNG or GIF image.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('photo.png could not be uploaded. The file is not a JPEG, PNG or GIF image.');
    expect(onValue).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry photo.png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove photo.png' })).toBeVisible());
    expect(screen.queryByText('The file is not a JPEG, PNG or GIF image.')).not.toBeInTheDocument();
    expect(bridge.uploadMock).toHaveBeenCalledTimes(2);
    const [first, second] = bridge.uploadMock.mock.calls.map(([request]) => request);
    expect(second!.uploadId).not.toBe(first!.uploadId);
    expect(second!.bytes).toEqual(PNG_BYTES);
    expect(onValue).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'photo.png' })]);
  });

  it('says the upload could not be done when the bridge itself fails, and lets the failed file be dismissed', async () => {
    const user = userEvent.setup();
    bridge.uploadMock.mockRejectedValueOnce(new Error('channel closed'));
    render(<Harness />);
    drop([makeFile('photo.png', 'image/png')]);
    expect(await screen.findByText('The file could not be uploaded. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(bridge.uploadMock).toHaveBeenCalledTimes(1);
  });
});

describe('file upload: keyboard and disabled', () => {
  it('opens the file picker from the keyboard and uploads what is picked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opened = vi.fn();
    fileInput().addEventListener('click', opened);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);

    await user.upload(fileInput(), makeFile('photo.jpg', 'image/jpeg'));
    await waitFor(() => expect(bridge.uploadMock).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo.jpg', bytes: PNG_BYTES })));
  });

  it('takes no files while disabled', () => {
    render(<Harness disabled initial={[storedFile('f1', 'passport.png')]} />);
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove passport.png' })).toBeDisabled();
    drop([makeFile('photo.png', 'image/png')]);
    expect(bridge.uploadMock).not.toHaveBeenCalled();
  });
});
