import { theme } from 'antd';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * A link inside a sentence. Underlined, it is told apart from the words around it without relying
 * on colour (WCAG 1.4.1), whatever the preset's link colour; antd's reset takes the underline off.
 */
export function TextLink({ style, ...props }: LinkProps) {
  const { token } = theme.useToken();
  return <Link {...props} style={{ color: token.colorLink, textDecoration: 'underline', ...style }} />;
}
