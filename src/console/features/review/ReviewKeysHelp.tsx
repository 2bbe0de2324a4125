import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { typedElsewhere } from './use-review-shortcuts';

const KEYS: readonly [key: string, does: string][] = [
  ['M', 'Merge the records, after you confirm'],
  ['N', 'Merge, then open the next item'],
  ['D', 'Not a duplicate: keep the records apart for good'],
  ['S', 'Skip: open the next item without deciding'],
  ['Enter', 'In a confirmation: confirm'],
  ['Escape', 'In a confirmation: cancel'],
  ['Tab, arrows', 'In a list: move between rows and their links'],
  ['?', 'Show these keys'],
];

/** A "Keys (?)" button, and the key "?", opening the list of the review's keys. */
export function ReviewKeysHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typedElsewhere(event.target))
        return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-keyshortcuts="?">
        Keys (?)
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="review-keys-title">
        <DialogTitle id="review-keys-title">Keys for reviewing</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Keys and what they do">
            <TableBody>
              {KEYS.map(([key, does]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {key}
                  </TableCell>
                  <TableCell>{does}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
