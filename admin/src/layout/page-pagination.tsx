import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { canJumpTo, digitsOnly, pageWindow } from './page-window.js';

/**
 * The spec's pagination (section 2, applications list): first/last buttons, a window of 5 page numbers with
 * ellipses, and a page-jump input. `hideSinglePage`: nothing at all when everything fits on one page (applicants).
 */
export function PagePagination({ hideSinglePage = false }: { hideSinglePage?: boolean }) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  const [jump, setJump] = useState('');
  const totalPages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  if (isPending || !total || (hideSinglePage && totalPages <= 1)) return null;
  const go = (target: number) => setPage(Math.min(Math.max(1, target), totalPages));
  return (
    <Box component="nav" aria-label={translate('postula.pagination.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, justifyContent: 'flex-end' }}>
      <Typography variant="body2" sx={{ mr: 'auto' }}>
        {translate('postula.pagination.page_of', { page, pages: totalPages })}
      </Typography>
      <IconButton aria-label={translate('ra.navigation.first')} disabled={page <= 1} onClick={() => go(1)} size="small">
        <FirstPageIcon />
      </IconButton>
      {pageWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })}
            onClick={() => go(item)}
            sx={{ minWidth: 36 }}
          >
            {item}
          </Button>
        ) : (
          <Typography key={item} aria-hidden sx={{ px: 0.5 }}>
            …
          </Typography>
        ),
      )}
      <IconButton aria-label={translate('ra.navigation.last')} disabled={page >= totalPages} onClick={() => go(totalPages)} size="small">
        <LastPageIcon />
      </IconButton>
      <Box
        component="form"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canJumpTo(jump, totalPages)) return;
          go(Number(jump));
          setJump('');
        }}
      >
        <TextField
          size="small"
          name="page"
          label={translate('postula.pagination.jump')}
          value={jump}
          onChange={(event) => setJump(digitsOnly(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
          sx={{ width: 110 }}
        />
        <Button type="submit" size="small" variant="outlined" disabled={!canJumpTo(jump, totalPages)}>
          {translate('postula.pagination.go')}
        </Button>
      </Box>
    </Box>
  );
}
