import type { ButtonHTMLAttributes } from 'react';
import { BUTTON_STYLES, type ButtonVariant } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={`${BUTTON_STYLES[variant]} ${className}`} {...props} />;
}
