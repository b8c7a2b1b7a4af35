import type { ReactNode } from 'react';

interface FadeInProps {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section';
  'aria-labelledby'?: string;
}

/**
 * Fades its content in from opacity 0 to 1 after first display (700 ms, the
 * spec's home timing; see the fade-in animation in styles.css, and why its
 * clock starts a frame early). A CSS animation rather than motion: it costs no
 * script on the first page, and it is switched off under prefers-reduced-motion.
 */
export function FadeIn({ children, className = '', as: Component = 'div', ...rest }: FadeInProps) {
  return (
    <Component className={`animate-fade-in motion-reduce:animate-none ${className}`} {...rest}>
      {children}
    </Component>
  );
}
