import { FileUpload, type FileUploadProps } from '../../upload/FileUpload.tsx';
import { asText, type CellEditorProps } from './cellProps.ts';

/** Spec §9: file names in file cells are cut to 5 characters. */
const CELL_NAME_LENGTH = 5;

/** What a column's `props` may set on the upload field; the value and its shape stay the cell's. */
type UploadProps = Partial<Pick<FileUploadProps, 'bizPath' | 'text' | 'multiple'>>;

function uploadProps(props: Record<string, unknown> | undefined): UploadProps {
  const { bizPath, text, multiple } = (props ?? {}) as UploadProps;
  return { bizPath, text, multiple };
}

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

/**
 * upload / file / image cells: the upload field in one line (the row is 61 px), its value the
 * comma-joined stored paths. The column decides the endpoint (action, token, responseName) and whether
 * download and delete exist.
 */
export function UploadCell(props: CellEditorProps & Pick<FileUploadProps, 'fileType'>) {
  const { column, value, disabled, label, onChange } = props;
  const passed = uploadProps(column.props);
  return (
    <FileUpload
      layout="inline"
      label={label}
      aria-label={`${label} 上传`}
      text={passed.text ?? '上传'}
      bizPath={passed.bizPath}
      multiple={passed.multiple}
      fileType={props.fileType}
      maxCount={uploadCount(column.fieldExtendJson)}
      allowDownload={column.allowDownload}
      allowRemove={column.allowRemove}
      action={column.action}
      token={column.token}
      responseName={column.responseName}
      nameLength={CELL_NAME_LENGTH}
      disabled={disabled}
      value={asText(value)}
      onChange={(next) => onChange(next)}
    />
  );
}
