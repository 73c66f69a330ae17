export interface DictOption {
  value: string;
  text: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}
