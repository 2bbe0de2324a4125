import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#6a3d9a' } },
  components: {
    MuiCssBaseline: {
      // Text for screen readers only, e.g. the header of the expand-button column.
      styleOverrides: {
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      },
    },
  },
});
