import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AccountListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Long unbroken text (an e-mail address) may break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
}

interface AccountListProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The list's accessible name, on the table and on the phone's list alike. */
  label: string;
  /** The first column, a row header: the person's name. */
  nameHeader: ReactNode;
  name: (row: Row) => string;
  columns: AccountListColumn<Row>[];
  actionsHeader: ReactNode;
  actions: (row: Row) => ReactNode;
  /** What a phone card shows under the name (the table's columns do not fit there). */
  card: (row: Row) => ReactNode;
  /** Where the table takes over from the cards: wide tables (sub-agents) need `md`. */
  tableFrom?: 'sm' | 'md';
  /** Dims a row (a disabled sub-agent) without hiding it. */
  dimmed?: (row: Row) => boolean;
  /** Icon actions sit beside the name on a phone; wider ones (switches, links) go below. */
  cardActions?: 'beside' | 'below';
}

/**
 * One frame for the account's lists (saved travellers, clients, sub-agents): a table with the
 * name as row header on wider screens, one card per row on a phone, the same accessible name on
 * both, so the three lists look and read alike.
 */
export function AccountList<Row>({
  rows,
  rowKey,
  label,
  nameHeader,
  name,
  columns,
  actionsHeader,
  actions,
  card,
  tableFrom = 'sm',
  dimmed,
  cardActions = 'beside',
}: AccountListProps<Row>) {
  return (
    <>
      <Box visibleFrom={tableFrom}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nameHeader}</Table.Th>
                {columns.map((column, index) => (
                  <Table.Th key={index} scope="col">
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {actionsHeader}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)} opacity={dimmed?.(row) ? 0.7 : 1}>
                  <Table.Th scope="row" fw={600}>
                    {name(row)}
                  </Table.Th>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={index}
                      style={column.breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack
        gap="sm"
        hiddenFrom={tableFrom}
        component="ul"
        p={0}
        m={0}
        aria-label={label}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => {
          const details = (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name(row)}
              </Text>
              {card(row)}
            </Stack>
          );
          return (
            <Card component="li" key={rowKey(row)} withBorder radius="md" padding="md">
              {cardActions === 'beside' ? (
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  {details}
                  {actions(row)}
                </Group>
              ) : (
                <Stack gap="sm">
                  {details}
                  {actions(row)}
                </Stack>
              )}
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
