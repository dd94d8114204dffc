import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Harness, button, editorBox, editorOf, errorText, setupUser } from './rich-text-support';

const TEXT = '<p>Hello world</p>';

async function selectAllText(user: ReturnType<typeof setupUser>) {
  await user.click(editorBox());
  await user.keyboard('{Control>}a{/Control}');
}

describe('rich text editor: field', () => {
  it('is a labelled multi-line textbox with a named toolbar, a placeholder and its error slot', () => {
    render(<Harness placeholder="Say hello to your new starter" required />);
    const box = screen.getByRole('textbox', { name: 'Welcome message' });
    expect(box).toHaveAttribute('id', 'welcome');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'welcome-error');
    expect(box).toHaveAttribute('aria-placeholder', 'Say hello to your new starter');
    expect(screen.getByText('Say hello to your new starter')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Welcome message formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', 'welcome');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Strikethrough', 'Bulleted list', 'Numbered list', 'Quote', 'Insert link', 'Undo', 'Redo']);
    expect(within(toolbar).getByRole('combobox', { name: 'Text style' })).toBeInTheDocument();
  });

  it('loads its value sanitised and follows a value changed from outside', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(
      <Harness initial={'<p>Hi <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">there</a></p><script>alert(2)</script>'} onValue={onValue} />,
    );
    expect(editorBox().innerHTML).toBe('<p>Hi there</p>');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(editorBox()).toHaveTextContent('Replaced from outside');
    expect(onValue).not.toHaveBeenCalled();
  });

  it("reports '' once everything is deleted", async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await selectAllText(user);
    await user.keyboard('{Delete}');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows the form error under the editor and marks the editor invalid', () => {
    render(<Harness error="This field is required" />);
    expect(errorText()).toBe('This field is required');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(editorBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts characters of text against maxLength and says when there are too many', () => {
    const { rerender } = render(<Harness initial="<p><strong>Hello</strong> world</p>" maxLength={20} />);
    expect(screen.getByText('11 / 20')).toBeInTheDocument();
    expect(editorBox()).toHaveAttribute('aria-describedby', 'welcome-error welcome-count');
    expect(errorText()).toBe('');
    rerender(<Harness initial="<p><strong>Hello</strong> world</p>" maxLength={10} />);
    expect(screen.getByText('11 / 10')).toBeInTheDocument();
    expect(errorText()).toBe('Keep this text to 10 characters or fewer.');
    expect(editorBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be disabled: nothing is editable and every tool is off', () => {
    render(<Harness initial={TEXT} disabled />);
    expect(editorBox()).toHaveAttribute('contenteditable', 'false');
    expect(editorBox()).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Bold', 'Italic', 'Insert link', 'Undo']) expect(button(name)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Text style' })).toBeDisabled();
  });
});

describe('rich text editor: toolbar', () => {
  it('applies bold, italic, underline and strike, and says which are on with aria-pressed', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await selectAllText(user);
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough']) {
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
      await user.click(button(name));
      expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    }
    expect(onValue).toHaveBeenLastCalledWith('<p><strong><em><s><u>Hello world</u></s></em></strong></p>');
    await user.click(button('Italic'));
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
    expect(onValue).toHaveBeenLastCalledWith('<p><strong><s><u>Hello world</u></s></strong></p>');
  });

  it('follows the caret: a button is pressed only inside text that has its format', async () => {
    const user = setupUser();
    render(<Harness initial="<p><strong>Bold</strong> plain</p>" />);
    await user.click(editorBox());
    act(() => {
      editorOf().commands.setTextSelection(3);
    });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      editorOf().commands.setTextSelection(9);
    });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('has the keyboard shortcuts: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Shift+S', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await selectAllText(user);
    await user.keyboard('{Control>}b{/Control}{Control>}i{/Control}{Control>}u{/Control}{Control>}{Shift>}s{/Shift}{/Control}');
    expect(onValue).toHaveBeenLastCalledWith('<p><strong><em><s><u>Hello world</u></s></em></strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
  });

  it('turns the paragraph into each heading from 1 to 6 and back, and shows the current one', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await user.click(editorBox());
    const select = screen.getByRole('combobox', { name: 'Text style' });
    const choose = async (label: string) => {
      await user.click(select);
      const popup = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find((element) => !element.className.includes('hidden'));
      await user.click(within(popup!).getByTitle(label));
    };
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await choose(`Heading ${level}`);
      expect(onValue).toHaveBeenLastCalledWith(`<h${level}>Hello world</h${level}>`);
      expect(select.closest('.ant-select')).toHaveTextContent(`Heading ${level}`);
    }
    await choose('Paragraph');
    expect(onValue).toHaveBeenLastCalledWith(TEXT);
  });

  it('makes bulleted and numbered lists and quotes, and lifts them again', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await user.click(editorBox());
    const cases: [string, string][] = [
      ['Bulleted list', '<ul><li><p>Hello world</p></li></ul>'],
      ['Numbered list', '<ol><li><p>Hello world</p></li></ol>'],
      ['Quote', '<blockquote><p>Hello world</p></blockquote>'],
    ];
    for (const [name, html] of cases) {
      await user.click(button(name));
      expect(onValue).toHaveBeenLastCalledWith(html);
      expect(button(name)).toHaveAttribute('aria-pressed', 'true');
      await user.click(button(name));
      expect(onValue).toHaveBeenLastCalledWith(TEXT);
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('is one tab stop; arrow keys, Home and End move between the enabled tools', async () => {
    const user = setupUser();
    render(<Harness initial={TEXT} />);
    const toolbar = screen.getByRole('toolbar');
    const select = screen.getByRole('combobox', { name: 'Text style' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .every((element) => element.tabIndex === -1),
    ).toBe(true);
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Bold')).toHaveFocus();
    expect(button('Bold').tabIndex).toBe(0);
    expect(select.tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Underline')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Italic')).toHaveFocus();
    // Nothing to undo or redo yet, so the last tool that can be reached is the link.
    await user.keyboard('{End}');
    expect(button('Insert link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(select).toHaveFocus();
    await user.keyboard('{End}{Home}');
    expect(select).toHaveFocus();
    await user.tab();
    expect(editorBox()).toHaveFocus();
  });
});

describe('rich text editor: links', () => {
  const addressField = () => screen.getByLabelText('Link address');
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;

  it('refuses javascript: and other schemes, then links the selection to an https address', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await selectAllText(user);
    await user.click(button('Insert link'));
    // antd ids are fixed under test, so the title is checked by its text rather than aria-labelledby.
    expect(within(dialog()).getByText('Insert link')).toHaveClass('ant-modal-title');
    await waitFor(() => expect(addressField()).toHaveFocus());
    for (const refused of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.com']) {
      await user.clear(addressField());
      await user.paste(refused);
      await user.click(within(dialog()).getByText('Save link'));
      expect(document.getElementById('welcome-link-address-error')).toHaveTextContent('Links must start with http://, https:// or mailto:.');
      expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(addressField());
    await user.paste('https://intranet.example.com/handbook');
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://intranet.example.com/handbook">Hello world</a></p>',
    );
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('edits and removes a link from inside it', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={'<p>Read <a href="https://example.com/old">the handbook</a> today</p>'} onValue={onValue} />);
    await user.click(editorBox());
    act(() => {
      editorOf().commands.setTextSelection(10);
    });
    await user.click(button('Edit link'));
    expect(within(dialog()).getByText('Edit link')).toHaveClass('ant-modal-title');
    expect(addressField()).toHaveValue('https://example.com/old');
    await user.clear(addressField());
    await user.paste('example.com/new');
    await user.click(within(dialog()).getByText('Save link'));
    expect(onValue).toHaveBeenLastCalledWith('<p>Read <a target="_blank" rel="noopener noreferrer" href="https://example.com/new">the handbook</a> today</p>');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await user.click(button('Edit link'));
    await user.click(within(dialog()).getByText('Remove link'));
    expect(onValue).toHaveBeenLastCalledWith('<p>Read the handbook today</p>');
  });

  it('inserts an email address as a mailto: link with Ctrl+K where nothing is selected', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial="<p>Email us at .</p>" onValue={onValue} />);
    await user.click(editorBox());
    act(() => {
      editorOf().commands.setTextSelection(13);
    });
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(addressField()).toHaveFocus());
    await user.paste('people@example.com');
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(
      '<p>Email us at <a target="_blank" rel="noopener noreferrer" href="mailto:people@example.com">people@example.com</a>.</p>',
    );
  });

  it('closes on Cancel and changes nothing', async () => {
    const onValue = vi.fn();
    const user = setupUser();
    render(<Harness initial={TEXT} onValue={onValue} />);
    await selectAllText(user);
    await user.click(button('Insert link'));
    await waitFor(() => expect(addressField()).toHaveFocus());
    await user.paste('https://example.com');
    await user.click(within(dialog()).getByText('Cancel'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(onValue).not.toHaveBeenCalled();
    await waitFor(() => expect(editorBox()).toHaveFocus());
  });
});
