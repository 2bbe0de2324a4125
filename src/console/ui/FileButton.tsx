import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

interface FileButtonProps extends Pick<ButtonProps, 'startIcon' | 'variant' | 'disabled' | 'loading'> {
  /** The button's text. */
  children: ReactNode;
  /** The file types offered, as an input's accept attribute, e.g. `.csv,text/csv`. */
  accept: string;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file chooser; the chosen file is handed on, and choosing it again reads it again. The
 * file input stays out of the tab order and beside the button, not in it: one control, not one nested in another.
 */
export function FileButton({ children, accept, onFile, ...buttonProps }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
