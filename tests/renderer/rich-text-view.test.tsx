import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextView } from '@renderer/components/rich-text/rich-text-view';

const view = (html: string) => {
  const { container } = render(<RichTextView html={html} id="message" />);
  return container.querySelector<HTMLElement>('#message')!;
};

describe('rich text view', () => {
  it('keeps the allowed formatting as it was written', () => {
    const html =
      '<h2>Welcome, Priya</h2><p>We are <strong>glad</strong> you are <em>here</em>, <u>really</u> <s>maybe</s>.</p><ul><li><p>Laptop</p></li></ul><ol start="2"><li><p>Badge</p></li></ol><blockquote><p>Quote</p></blockquote>';
    expect(view(html).innerHTML).toBe(html);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Priya' })).toBeInTheDocument();
  });

  it('strips scripts, event handlers, styles, frames and images, keeping the text around them', () => {
    const alert = vi.fn();
    window.alert = alert;
    const element = view(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script> <img src="x" onerror="alert(3)">there</p><iframe src="https://example.com"></iframe><style>p{display:none}</style><svg onload="alert(4)"></svg>',
    );
    expect(element.innerHTML).toBe('<p>Hi there</p>');
    expect(element.querySelector('script, img, iframe, style, svg, [onclick], [style]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('drops links to javascript: and other schemes but keeps their text', () => {
    const element = view('<p><a href="javascript:alert(1)">one</a> <a href="data:text/html,x">two</a> <a href="/relative">three</a></p>');
    expect(element.innerHTML).toBe('<p>one two three</p>');
    expect(element.querySelector('a')).toBeNull();
  });

  it('opens every allowed link in a new window without a referrer', () => {
    view('<p><a href="https://intranet.example.com/handbook" target="_self" rel="opener">Handbook</a> <a href="mailto:people@example.com">Email us</a></p>');
    for (const name of ['Handbook', 'Email us']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Handbook' })).toHaveAttribute('href', 'https://intranet.example.com/handbook');
  });

  it('shows nothing for an empty message', () => {
    expect(view('<p></p>').innerHTML).toBe('');
  });

  it('wears the theme through its content class', () => {
    const element = view('<p>Themed</p>');
    expect(element).toHaveClass('hcm-rich-text-content');
    expect(element.style.getPropertyValue('--hcm-rt-link')).not.toBe('');
  });
});
