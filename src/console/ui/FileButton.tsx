import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

interface FileButtonProps extends Pick<ButtonProps, 'startIcon' | 'variant' | 'disabled' | 'loading'> {
  /** The button's text, which also names the file input. */
  children: ReactNode;
  /** The file types offered, as an input's accept attribute, e.g. `.csv,text/csv`. */
  accept: string;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser; the chosen file is handed on, and choosing it again reads it again. */
export function FileButton({ children, accept, onFile, ...buttonProps }: FileButtonProps) {
  return (
    <Button component="label" {...buttonProps}>
      {children}
      <input
        type="file"
        accept={accept}
        className="visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
