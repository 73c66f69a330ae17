export { AreaPicker, type AreaPickerProps } from './AreaPicker.tsx';
export { AreaText } from './AreaText.tsx';
export { type AreaType, areaTextOf, BAD_AREA_TYPE, splitAreaCodes } from './areaCodes.ts';
export { areaText, loadAreaData } from './areaData.ts';
