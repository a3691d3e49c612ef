export declare const BARS: {
  mobilePerformance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  otherCategories: number;
  firstLoadJsBrotliBytes: number;
  homeTotalBytesOnPhone: number;
};
