import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import type { WelcomeBlock } from '@shared/contract/welcome-pages';
import { WELCOME_BLOCK_KINDS, WELCOME_BLOCK_LABELS, WELCOME_PAGE_LIMITS, type WelcomeBlockKind } from '@shared/welcome-pages';
import type { AsyncOption } from '@renderer/components/async-select/async-option';
import { moved } from '../lib/move';
import { newBlock, type DraftErrors } from '../lib/page-draft';
import { PAGES_TEXT } from '../lib/pages-text';
import { BlockFields } from './block-fields';
import { SortableList } from './sortable-list';

export interface BlockListEditorProps {
  blocks: readonly WelcomeBlock[];
  errors: DraftErrors;
  disabled: boolean;
  onChange(blocks: WelcomeBlock[]): void;
  peopleNames: ReadonlyMap<string, string>;
  onPeopleNamed(people: readonly AsyncOption[]): void;
}

const blockName = (block: WelcomeBlock, index: number) => `Block ${index + 1}: ${WELCOME_BLOCK_LABELS[block.kind]}`;

/** A page's blocks in order: each with its inputs, moved by dragging or the Move buttons, removed, and new ones added last. */
export function BlockListEditor({ blocks, errors, disabled, onChange, peopleNames, onPeopleNamed }: BlockListEditorProps) {
  const [kind, setKind] = useState<WelcomeBlockKind>('text');
  const kindId = useId();
  const move = (from: number, to: number) => {
    if (to >= 0 && to < blocks.length) onChange(moved(blocks, from, to));
  };
  return (
    <>
      {blocks.length === 0 && <Typography.Paragraph type="secondary">{PAGES_TEXT.noBlocks}</Typography.Paragraph>}
      <SortableList
        aria-label={PAGES_TEXT.blocks}
        items={blocks}
        idOf={(block) => block.id}
        labelOf={blockName}
        handleLabel={(block, index) => PAGES_TEXT.dragBlock(WELCOME_BLOCK_LABELS[block.kind], index + 1)}
        onMove={move}
        disabled={disabled}
      >
        {(block, index, handle) => {
          const label = WELCOME_BLOCK_LABELS[block.kind];
          const headingId = `${kindId}-block-${block.id}`;
          return (
            <Card size="small" role="group" aria-labelledby={headingId} style={{ marginBottom: 12 }}>
              <Flex gap="small" align="center" justify="space-between" wrap style={{ marginBottom: 8 }}>
                <Flex gap="small" align="center">
                  {handle}
                  <Typography.Title level={3} id={headingId} style={{ fontSize: 15, margin: 0 }}>
                    {blockName(block, index)}
                  </Typography.Title>
                </Flex>
                {!disabled && (
                  <Flex gap={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={PAGES_TEXT.moveBlockUp(label, index + 1)}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={PAGES_TEXT.moveBlockDown(label, index + 1)}
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={PAGES_TEXT.removeBlock(label, index + 1)}
                      onClick={() => onChange(blocks.filter((_, at) => at !== index))}
                    />
                  </Flex>
                )}
              </Flex>
              <BlockFields
                block={block}
                path={`blocks.${index}`}
                errors={errors}
                disabled={disabled}
                onChange={(changed) => onChange(blocks.map((each, at) => (at === index ? changed : each)))}
                peopleNames={peopleNames}
                onPeopleNamed={onPeopleNamed}
              />
            </Card>
          );
        }}
      </SortableList>
      {errors.blocks !== undefined && <Typography.Paragraph type="danger">{errors.blocks}</Typography.Paragraph>}
      {!disabled && (
        <Flex gap="small" align="center" wrap>
          <label htmlFor={kindId}>Kind of block</label>
          <Select
            id={kindId}
            value={kind}
            onChange={setKind}
            style={{ minWidth: 220 }}
            options={WELCOME_BLOCK_KINDS.map((value) => ({ value, label: WELCOME_BLOCK_LABELS[value] }))}
          />
          <Button disabled={blocks.length >= WELCOME_PAGE_LIMITS.blocksPerPage} onClick={() => onChange([...blocks, newBlock(kind)])}>
            {PAGES_TEXT.addBlock}
          </Button>
        </Flex>
      )}
    </>
  );
}
