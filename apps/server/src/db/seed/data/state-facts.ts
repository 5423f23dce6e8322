/**
 * Per-state facts used to spread generated pharmacies and prescribers realistically:
 * resident population (2020 US Census) and a selection of the state's telephone area codes.
 */
export interface StateFacts {
  population: number;
  areaCodes: readonly number[];
}

export const STATE_FACTS: Readonly<Record<string, StateFacts>> = {
  AL: { population: 5_024_279, areaCodes: [205, 251, 256, 334, 938] },
  AK: { population: 733_391, areaCodes: [907] },
  AZ: { population: 7_151_502, areaCodes: [480, 520, 602, 623, 928] },
  AR: { population: 3_011_524, areaCodes: [479, 501, 870] },
  CA: {
    population: 39_538_223,
    areaCodes: [
      209, 213, 310, 323, 408, 415, 510, 530, 559, 562, 619, 626, 650, 661, 707, 714, 760, 805,
      818, 831, 858, 909, 916, 925, 949, 951,
    ],
  },
  CO: { population: 5_773_714, areaCodes: [303, 719, 720, 970] },
  CT: { population: 3_605_944, areaCodes: [203, 475, 860, 959] },
  DE: { population: 989_948, areaCodes: [302] },
  DC: { population: 689_545, areaCodes: [202] },
  FL: {
    population: 21_538_187,
    areaCodes: [
      239, 305, 321, 352, 386, 407, 561, 727, 754, 772, 786, 813, 850, 863, 904, 941, 954,
    ],
  },
  GA: { population: 10_711_908, areaCodes: [229, 404, 470, 478, 678, 706, 762, 770, 912] },
  HI: { population: 1_455_271, areaCodes: [808] },
  ID: { population: 1_839_106, areaCodes: [208, 986] },
  IL: {
    population: 12_812_508,
    areaCodes: [217, 224, 309, 312, 331, 618, 630, 708, 773, 779, 815, 847, 872],
  },
  IN: { population: 6_785_528, areaCodes: [219, 260, 317, 463, 574, 765, 812, 930] },
  IA: { population: 3_190_369, areaCodes: [319, 515, 563, 641, 712] },
  KS: { population: 2_937_880, areaCodes: [316, 620, 785, 913] },
  KY: { population: 4_505_836, areaCodes: [270, 364, 502, 606, 859] },
  LA: { population: 4_657_757, areaCodes: [225, 318, 337, 504, 985] },
  ME: { population: 1_362_359, areaCodes: [207] },
  MD: { population: 6_177_224, areaCodes: [240, 301, 410, 443, 667] },
  MA: { population: 7_029_917, areaCodes: [339, 351, 413, 508, 617, 774, 781, 857, 978] },
  MI: {
    population: 10_077_331,
    areaCodes: [231, 248, 269, 313, 517, 586, 616, 734, 810, 906, 947, 989],
  },
  MN: { population: 5_706_494, areaCodes: [218, 320, 507, 612, 651, 763, 952] },
  MS: { population: 2_961_279, areaCodes: [228, 601, 662, 769] },
  MO: { population: 6_154_913, areaCodes: [314, 417, 573, 636, 660, 816] },
  MT: { population: 1_084_225, areaCodes: [406] },
  NE: { population: 1_961_504, areaCodes: [308, 402, 531] },
  NV: { population: 3_104_614, areaCodes: [702, 725, 775] },
  NH: { population: 1_377_529, areaCodes: [603] },
  NJ: { population: 9_288_994, areaCodes: [201, 551, 609, 640, 732, 848, 856, 862, 908, 973] },
  NM: { population: 2_117_522, areaCodes: [505, 575] },
  NY: {
    population: 20_201_249,
    areaCodes: [
      212, 315, 332, 347, 516, 518, 585, 607, 631, 646, 680, 716, 718, 838, 845, 914, 917, 929,
      934,
    ],
  },
  NC: { population: 10_439_388, areaCodes: [252, 336, 704, 743, 828, 910, 919, 980, 984] },
  ND: { population: 779_094, areaCodes: [701] },
  OH: {
    population: 11_799_448,
    areaCodes: [216, 220, 234, 330, 380, 419, 440, 513, 567, 614, 740, 937],
  },
  OK: { population: 3_959_353, areaCodes: [405, 539, 580, 918] },
  OR: { population: 4_237_256, areaCodes: [458, 503, 541, 971] },
  PA: {
    population: 13_002_700,
    areaCodes: [215, 223, 267, 272, 412, 445, 484, 570, 610, 717, 724, 814, 878],
  },
  RI: { population: 1_097_379, areaCodes: [401] },
  SC: { population: 5_118_425, areaCodes: [803, 839, 843, 854, 864] },
  SD: { population: 886_667, areaCodes: [605] },
  TN: { population: 6_910_840, areaCodes: [423, 615, 629, 731, 865, 901, 931] },
  TX: {
    population: 29_145_505,
    areaCodes: [
      210, 214, 254, 281, 325, 346, 361, 409, 430, 432, 469, 512, 682, 713, 726, 737, 806, 817,
      830, 832, 903, 915, 936, 940, 956, 972, 979,
    ],
  },
  UT: { population: 3_271_616, areaCodes: [385, 435, 801] },
  VT: { population: 643_077, areaCodes: [802] },
  VA: { population: 8_631_393, areaCodes: [276, 434, 540, 571, 703, 757, 804] },
  WA: { population: 7_705_281, areaCodes: [206, 253, 360, 425, 509, 564] },
  WV: { population: 1_793_716, areaCodes: [304, 681] },
  WI: { population: 5_893_718, areaCodes: [262, 414, 534, 608, 715, 920] },
  WY: { population: 576_851, areaCodes: [307] },
};

export function getStateFacts(stateCode: string): StateFacts {
  const facts = STATE_FACTS[stateCode];
  if (!facts) throw new Error(`No facts for state ${stateCode}`);
  return facts;
}
