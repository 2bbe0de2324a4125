import { MenuItem } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

/** A yes/no field's choices, as the text values the forms keep. */
export const YES_NO: readonly SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The items of a select, one an option. */
export const menuItems = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  ));

/** The items of a select that may stay empty: the empty choice first, named `emptyLabel`, then the options. */
export function selectItems(options: readonly SelectOption[], emptyLabel: string) {
  return [
    <MenuItem key="" value="">
      <em>{emptyLabel}</em>
    </MenuItem>,
    ...menuItems(options),
  ];
}
