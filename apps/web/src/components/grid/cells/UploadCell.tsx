import { FileUpload } from '../../upload/FileUpload.tsx';
import { cellKind } from '../columns.ts';
import { asText, type CellEditorProps } from './cellProps.ts';

/** fieldExtendJson's uploadnum: how many files the cell keeps (0: any). */
function uploadCount(json: string | undefined): number {
  if (!json) return 0;
  try {
    const parsed: unknown = JSON.parse(json);
    const count =
      parsed && typeof parsed === 'object' ? (parsed as { uploadnum?: unknown }).uploadnum : undefined;
    return typeof count === 'number' ? count : 0;
  } catch {
    return 0;
  }
}

/** upload / file / image cells: the upload field, its value the comma-joined stored paths. */
export function UploadCell(props: CellEditorProps) {
  const { column, value, disabled, label, onChange } = props;
  return (
    <FileUpload
      aria-label={`${label} 上传`}
      text="上传"
      fileType={cellKind(column) === 'image' ? 'image' : 'all'}
      maxCount={uploadCount(column.fieldExtendJson)}
      disabled={disabled}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}
