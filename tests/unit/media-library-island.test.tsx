// @vitest-environment jsdom
/**
 * The console's media library island from its stories: the upload form asks for alt text
 * in every language of the brand (the default one required) and refuses to send without a file;
 * the list shows each image with its id, size, widths and alt text.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview.tsx';
import * as MediaStories from '../../src/islands/console/MediaLibrary.stories.tsx';
import { consoleDictionaries } from '../../src/i18n/console.ts';

const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);
afterEach(cleanup);
const en = consoleDictionaries.en;
const { Default, Empty, Russian } = composeStories(MediaStories);

describe('media library island', () => {
  it('has an alt text field per brand language, the default one required', () => {
    const canvas = within(render(<Default />).container);
    const ru = canvas.getByRole('textbox', { name: en.console_media_alt!.replace('{{language}}', 'RU') });
    expect(ru.hasAttribute('required')).toBe(true);
    expect(canvas.getByRole('textbox', { name: en.console_media_alt!.replace('{{language}}', 'EN') }).hasAttribute('required')).toBe(false);
    expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    expect(canvas.getByRole('button', { name: en.console_media_choose! })).toBeTruthy();
  });

  it('does not send without a file', async () => {
    const canvas = within(render(<Default />).container);
    await userEvent.type(canvas.getByRole('textbox', { name: en.console_media_alt!.replace('{{language}}', 'RU') }), 'Поле');
    await userEvent.click(canvas.getByRole('button', { name: en.console_media_send! }));
    expect(canvas.getByRole('alert').textContent).toBe(en.console_media_no_file!);
  });

  it('lists the images with id, size, widths and alt text', () => {
    const root = render(<Default />).container;
    const item = root.querySelector<HTMLElement>('[data-media-id="0123456789abcdef01234567"]')!;
    expect(item.querySelector('img')!.getAttribute('src')).toBe('/media/0123456789abcdef01234567/320.webp');
    expect(within(item).getByText('1600 × 900 px, 403 KB')).toBeTruthy();
    expect(within(item).getByText('Widths: 320, 640, 960, 1280, 1600')).toBeTruthy();
    expect(within(item).getByText('EN: Floodlit pitch')).toBeTruthy();
    expect(within(root).getByRole('navigation', { name: en.console_media_brands! })).toBeTruthy();
  });

  it('says when there are no images, and speaks Russian', () => {
    expect(within(render(<Empty />).container).getByText(en.console_media_empty!)).toBeTruthy();
    cleanup();
    expect(within(render(<Russian />).container).getByRole('button', { name: consoleDictionaries.ru.console_media_choose! })).toBeTruthy();
  });
});
