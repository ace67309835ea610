import { arrayMove } from '@dnd-kit/sortable';
import { adminSortBlocks, type BlockPlatform, type TAdminViewBlock } from '@shuyuan/contract/admin-blocks';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAdminWrite } from '../../api/admin-mutation';
import { BLOCKS_KEY, STOREFRONT_BLOCKS_KEY } from './block-form';

/**
 * Moving a block, by the arrow buttons or by a drop: the list shows the new order at once (a dropped row
 * would otherwise jump back until the server answers), the whole order is saved with the one sort call,
 * and a failed save puts the old order back before the list is read again.
 */
export function useBlockOrder(
  place: { platform: BlockPlatform; page: string },
  listKey: QueryKey,
  done: string,
) {
  const client = useQueryClient();
  const sort = useAdminWrite(adminSortBlocks, [BLOCKS_KEY, STOREFRONT_BLOCKS_KEY], done);

  const move = async (from: number, to: number) => {
    const before = client.getQueryData<TAdminViewBlock[]>(listKey);
    if (!before || from === to || !before[from] || !before[to]) return;
    // A list read still under way would overwrite the new order with the old one.
    await client.cancelQueries({ queryKey: listKey });
    const after = arrayMove(before, from, to);
    client.setQueryData(listKey, after);
    sort.mutate(
      { body: { ...place, ids: after.map((b) => b.id) } },
      {
        onError: () => {
          client.setQueryData(listKey, before);
          // The save may have failed because the page changed meanwhile (another tab added a block).
          void client.invalidateQueries({ queryKey: listKey });
        },
      },
    );
  };

  return { move, saving: sort.isPending };
}
