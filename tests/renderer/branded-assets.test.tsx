import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_TEXT } from '@shared/brand';
import type { BrandAsset, BrandedAssets } from '@shared/contract/settings';
import { MANAGE, VIEW } from './support/access-fixtures';
import { fakeApi, type FakeApiHandlers } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { signedIn } from './support/fixtures';
import { hiresCoordinator } from './support/onboarding-fixtures';
import { renderApp } from './support/render-app';
import '@renderer/app/routes/app-layout';
import '@renderer/app/routes/area-route';
import '@renderer/app/routes/settings-branded-assets';

const PAGE = '/settings/branded-assets';

const asset = (fileId: string, name: string, width: number, height: number): BrandAsset => ({
  fileId,
  name,
  contentType: 'image/png',
  size: 2048,
  width,
  height,
});
const ICON = asset('file-icon', 'icon.png', 64, 64);
const LOGO = asset('file-logo', 'logo.png', 240, 64);

const SAVED: BrandedAssets = {
  brandColor: '#0f766e',
  website: 'https://acme.example',
  assets: { logoLight: LOGO, logoDark: null, icon: ICON, emailHeader: null, hero: null },
  version: 3,
  updatedAt: null,
};
const ok = <T,>(data: T, message = 'OK') => ({ ok: true as const, data: { message, data } });

function open(handlers: FakeApiHandlers, permissions = MANAGE) {
  const user = hiresCoordinator({ permissions, menuPermissions: { ONBOARDING: { menu: [], module: ['/home', '/settings'] } } });
  const bridge = createFakeBridge({ session: signedIn(user) });
  const calls = fakeApi(bridge, { 'settings.brandedAssets': () => ok(SAVED), ...handlers });
  const app = renderApp(PAGE, bridge);
  const sent = (name: string) => calls.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
  return { ...app, sent, bridge };
}

const colourInput = () => screen.findByRole('textbox', { name: 'Brand colour (hex)' });
const assetCard = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title span' }).closest('.ant-card') as HTMLElement;
/** An image file as the drop area gets it (jsdom's File reads no bytes of its own). */
function imageFile(name: string): File {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  const file = new File([bytes], name, { type: 'image/png' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  return file;
}
const dropInto = (card: HTMLElement, name: string) =>
  fireEvent.drop(within(card).getByRole('group'), { dataTransfer: { files: [imageFile(name)], types: ['Files'] } });

describe('branded assets', { timeout: 45_000 }, () => {
  it('shows the colour with its contrast, each asset with its hint, and the previews; a pale colour is refused before saving', async () => {
    const app = open({});
    const colour = await colourInput();
    expect(colour).toHaveValue('#0f766e');
    expect(screen.getByText('Contrast with white text: 5.47:1 (at least 4.5:1 needed).')).toBeInTheDocument();
    expect(within(assetCard('Small icon')).getByText('icon.png, 64 × 64 px')).toBeInTheDocument();
    expect(within(assetCard('Small icon')).getByText('PNG or WebP, square, at least 64 × 64 px, at most 128 kB.')).toBeInTheDocument();
    expect(within(assetCard('Email header')).getByText('None chosen.')).toBeInTheDocument();
    for (const heading of ['Welcome page', 'Invitation email', 'The app in light and dark'])
      expect(screen.getByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
    expect(screen.getByText('The app shows your icon and logo above its menu. Its colours stay each person’s own theme.')).toBeInTheDocument();
    // No logo for dark backgrounds: the dark theme shows the light one, as the app's menu does.
    expect(await within(screen.getByRole('figure', { name: 'Dark theme' })).findByRole('img', { name: 'Acme Ltd logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.clear(colour);
    await app.user.type(colour, '#38bdf8');
    expect(await screen.findByText(BRAND_TEXT.lowContrast)).toBeInTheDocument();
    expect(screen.getByText('Contrast with white text: 2.14:1 (at least 4.5:1 needed).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.clear(colour);
    await app.user.type(colour, '#aa3300');
    expect(screen.queryByText(BRAND_TEXT.lowContrast)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('checks an upload with the gateway, keeps the previous image when it is refused, and saves the chosen ones with the version', async () => {
    const header = asset('file-header', 'header.png', 800, 160);
    const app = open({
      'settings.checkBrandAsset': (input) =>
        input.fileId === 'file-header-upload' || input.kind === 'emailHeader'
          ? ok(header, BRAND_TEXT.checked)
          : { ok: false, error: { status: 400, message: BRAND_TEXT.badSize('icon', 64, 80), fieldErrors: { fileId: [BRAND_TEXT.badSize('icon', 64, 80)] } } },
      'settings.updateBrandedAssets': () => ok({ ...SAVED, version: 4, assets: { ...SAVED.assets, icon: null, emailHeader: header } }, BRAND_TEXT.saved),
    });
    await colourInput();
    dropInto(assetCard('Small icon'), 'tall.png');
    await waitFor(() => expect(app.bridge.uploadMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(app.sent('settings.checkBrandAsset')).toHaveLength(1));
    expect(await within(assetCard('Small icon')).findByRole('alert')).toHaveTextContent(BRAND_TEXT.badSize('icon', 64, 80));
    expect(within(assetCard('Small icon')).getByText('icon.png, 64 × 64 px')).toBeInTheDocument();

    dropInto(assetCard('Email header'), 'header.png');
    expect(await within(assetCard('Email header')).findByText('header.png, 800 × 160 px')).toBeInTheDocument();
    await app.user.click(within(assetCard('Small icon')).getByRole('button', { name: 'Remove small icon' }));
    expect(within(assetCard('Small icon')).getByText('None chosen.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.sent('settings.updateBrandedAssets')).toHaveLength(1));
    expect(app.sent('settings.checkBrandAsset')).toEqual([expect.objectContaining({ kind: 'icon' }), expect.objectContaining({ kind: 'emailHeader' })]);
    expect(app.sent('settings.updateBrandedAssets')[0]).toEqual({
      version: 3,
      brandColor: '#0f766e',
      website: 'https://acme.example',
      assets: { logoLight: 'file-logo', logoDark: null, icon: null, emailHeader: 'file-header', hero: null },
    });
    expect(await screen.findByText(BRAND_TEXT.saved)).toBeInTheDocument();
  });

  it('shows what someone else saved meanwhile beside the draft when the save is stale, and takes theirs on request', async () => {
    let reads = 0;
    const app = open({
      'settings.brandedAssets': () => ok(reads++ === 0 ? SAVED : { ...SAVED, brandColor: '#1d4ed8', version: 4 }),
      'settings.updateBrandedAssets': () => ({ ok: false, error: { status: 409, code: 'STALE_VERSION', message: BRAND_TEXT.stale } }),
    });
    const colour = await colourInput();
    await app.user.clear(colour);
    await app.user.type(colour, '#aa3300');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    const compare = await screen.findByRole('table', { name: 'What changed' });
    expect(within(compare).getByRole('row', { name: 'Brand colour #1d4ed8 #aa3300' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(await colourInput()).toHaveValue('#1d4ed8');
    expect(screen.queryByRole('table', { name: 'What changed' })).not.toBeInTheDocument();
  });

  it('is read-only, with the reason, for someone who may only view the settings', async () => {
    open({}, VIEW);
    expect(await colourInput()).toBeDisabled();
    expect(screen.getByText('You can look at these settings but not change them. Ask your company administrator for access.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(assetCard('Small icon')).getByRole('button', { name: 'Remove small icon' })).toBeDisabled();
  });
});
