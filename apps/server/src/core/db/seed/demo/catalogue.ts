/** What demo work orders and audiences look like: realistic proportions and texts. */

export const DISABILITY_TYPES = [
  ['1', 12],
  ['2', 14],
  ['3', 4],
  ['4', 38],
  ['5', 10],
  ['6', 12],
  ['7', 10],
] as const;

export const DISABILITY_LEVELS = [
  ['1', 15],
  ['2', 30],
  ['3', 30],
  ['4', 25],
] as const;

/** service_type value, weight, title, what was done (the result). */
export const SERVICES = [
  ['1', 22, '上门探访', '已上门探访，了解近期生活与身体状况，情况稳定。'],
  ['2', 14, '康复训练', '已完成本次康复训练，服务对象配合良好，关节活动度有改善。'],
  ['3', 18, '助餐服务', '已按时送餐到户，并告知下周菜单。'],
  ['4', 7, '助浴服务', '已协助完成洗浴，皮肤状况良好，无异常。'],
  ['5', 10, '助洁服务', '已完成居室清洁与衣物整理。'],
  ['6', 9, '助医陪诊', '已陪同就诊并取药，已向家属说明医嘱。'],
  ['7', 6, '心理疏导', '已进行心理疏导，情绪较前平稳，约定下次回访。'],
  ['8', 5, '辅具适配', '已完成辅具适配与使用指导。'],
  ['9', 6, '政策咨询', '已讲解残疾人补贴及康复救助政策，并协助准备申请材料。'],
  ['10', 3, '其他服务', '已按需求完成服务。'],
] as const;

export const PRIORITIES = [
  ['L', 60],
  ['M', 30],
  ['H', 10],
] as const;

export const SOURCES = [
  ['1', 45],
  ['2', 20],
  ['3', 25],
  ['4', 10],
] as const;

export const SATISFACTION = [
  [5, 46],
  [4, 34],
  [3, 12],
  [2, 5],
  [1, 3],
] as const;

export const FEEDBACK: Record<number, string[]> = {
  5: ['非常满意，服务人员很耐心', '服务周到，感谢', '家属表示非常满意'],
  4: ['满意', '服务及时，态度好', '总体满意'],
  3: ['基本满意', '希望下次能早些到'],
  2: ['服务时间偏短', '等待时间较长'],
  1: ['不满意，未按约定时间上门'],
};

export const CANCEL_REASONS = ['服务对象住院，暂停服务', '家属已自行安排', '重复登记', '服务对象外出探亲'];

export const STREETS: Record<string, string> = {
  east: '东城区和平里街道',
  west: '西城区新街口街道',
  south: '丰台区南苑街道',
};

/** Demo service staff per station: [username, realname]. */
export const DEMO_STAFF: Record<'east' | 'west' | 'south', [string, string][]> = {
  east: [
    ['demo_east1', '王芳'],
    ['demo_east2', '刘洋'],
  ],
  west: [
    ['demo_west1', '陈静'],
    ['demo_west2', '杨帆'],
    ['demo_west3', '赵磊'],
  ],
  south: [
    ['demo_south1', '黄敏'],
    ['demo_south2', '周杰'],
    ['demo_south3', '吴霞'],
  ],
};
