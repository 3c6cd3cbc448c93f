; ModuleID = 'basic.cu'
source_filename = "basic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef %3) local_unnamed_addr #0 !dbg !18 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !21
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !25
  %7 = mul i32 %5, %6, !dbg !28
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !29
  %9 = add i32 %7, %8, !dbg !32
  %10 = icmp slt i32 %9, %0, !dbg !33
  br i1 %10, label %11, label %19, !dbg !34

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !35
  %13 = getelementptr inbounds float, float* %2, i64 %12, !dbg !35
  %14 = load float, float* %13, align 4, !dbg !35, !tbaa !36
  %15 = fmul contract float %14, %1, !dbg !40
  %16 = getelementptr inbounds float, float* %3, i64 %12, !dbg !41
  %17 = load float, float* %16, align 4, !dbg !41, !tbaa !36
  %18 = fadd contract float %15, %17, !dbg !42
  store float %18, float* %16, align 4, !dbg !43, !tbaa !36
  br label %19, !dbg !44

19:                                               ; preds = %11, %4
  ret void, !dbg !45
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z7int_opsiPKiS0_Pi(i32 noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !46 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !47
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !49
  %7 = mul i32 %5, %6, !dbg !51
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !52
  %9 = add i32 %7, %8, !dbg !54
  %10 = icmp slt i32 %9, %0, !dbg !55
  br i1 %10, label %11, label %53, !dbg !56

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !57
  %13 = getelementptr inbounds i32, i32* %1, i64 %12, !dbg !57
  %14 = load i32, i32* %13, align 4, !dbg !57, !tbaa !58
  %15 = getelementptr inbounds i32, i32* %2, i64 %12, !dbg !60
  %16 = load i32, i32* %15, align 4, !dbg !60, !tbaa !58
  %17 = add nsw i32 %16, %14, !dbg !61
  %18 = shl nsw i32 %9, 3, !dbg !62
  %19 = sext i32 %18 to i64, !dbg !63
  %20 = getelementptr inbounds i32, i32* %3, i64 %19, !dbg !63
  store i32 %17, i32* %20, align 4, !dbg !64, !tbaa !58
  %21 = sub nsw i32 %14, %16, !dbg !65
  %22 = or i32 %18, 1, !dbg !66
  %23 = sext i32 %22 to i64, !dbg !67
  %24 = getelementptr inbounds i32, i32* %3, i64 %23, !dbg !67
  store i32 %21, i32* %24, align 4, !dbg !68, !tbaa !58
  %25 = mul nsw i32 %16, %14, !dbg !69
  %26 = or i32 %18, 2, !dbg !70
  %27 = sext i32 %26 to i64, !dbg !71
  %28 = getelementptr inbounds i32, i32* %3, i64 %27, !dbg !71
  store i32 %25, i32* %28, align 4, !dbg !72, !tbaa !58
  %29 = freeze i32 %14
  %30 = freeze i32 %16
  %31 = sdiv i32 %29, %30, !dbg !73
  %32 = or i32 %18, 3, !dbg !74
  %33 = sext i32 %32 to i64, !dbg !75
  %34 = getelementptr inbounds i32, i32* %3, i64 %33, !dbg !75
  store i32 %31, i32* %34, align 4, !dbg !76, !tbaa !58
  %35 = mul i32 %31, %30
  %36 = sub i32 %29, %35
  %37 = or i32 %18, 4, !dbg !77
  %38 = sext i32 %37 to i64, !dbg !78
  %39 = getelementptr inbounds i32, i32* %3, i64 %38, !dbg !78
  store i32 %36, i32* %39, align 4, !dbg !79, !tbaa !58
  %40 = and i32 %16, 31, !dbg !80
  %41 = ashr i32 %14, %40, !dbg !81
  %42 = or i32 %18, 5, !dbg !82
  %43 = sext i32 %42 to i64, !dbg !83
  %44 = getelementptr inbounds i32, i32* %3, i64 %43, !dbg !83
  store i32 %41, i32* %44, align 4, !dbg !84, !tbaa !58
  %45 = lshr i32 %14, %40, !dbg !85
  %46 = or i32 %18, 6, !dbg !86
  %47 = sext i32 %46 to i64, !dbg !87
  %48 = getelementptr inbounds i32, i32* %3, i64 %47, !dbg !87
  store i32 %45, i32* %48, align 4, !dbg !88, !tbaa !58
  %49 = shl i32 %14, %40, !dbg !89
  %50 = or i32 %18, 7, !dbg !90
  %51 = sext i32 %50 to i64, !dbg !91
  %52 = getelementptr inbounds i32, i32* %3, i64 %51, !dbg !91
  store i32 %49, i32* %52, align 4, !dbg !92, !tbaa !58
  br label %53, !dbg !93

53:                                               ; preds = %4, %11
  ret void, !dbg !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10uint64_opsiPKyS0_Py(i32 noundef %0, i64* nocapture noundef readonly %1, i64* nocapture noundef readonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !94 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !95
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !97
  %7 = mul i32 %5, %6, !dbg !99
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !100
  %9 = add i32 %7, %8, !dbg !102
  %10 = icmp slt i32 %9, %0, !dbg !103
  br i1 %10, label %11, label %45, !dbg !104

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !105
  %13 = getelementptr inbounds i64, i64* %1, i64 %12, !dbg !105
  %14 = load i64, i64* %13, align 8, !dbg !105, !tbaa !106
  %15 = getelementptr inbounds i64, i64* %2, i64 %12, !dbg !108
  %16 = load i64, i64* %15, align 8, !dbg !108, !tbaa !106
  %17 = add i64 %16, %14, !dbg !109
  %18 = mul nsw i32 %9, 6, !dbg !110
  %19 = sext i32 %18 to i64, !dbg !111
  %20 = getelementptr inbounds i64, i64* %3, i64 %19, !dbg !111
  store i64 %17, i64* %20, align 8, !dbg !112, !tbaa !106
  %21 = mul i64 %16, %14, !dbg !113
  %22 = or i32 %18, 1, !dbg !114
  %23 = sext i32 %22 to i64, !dbg !115
  %24 = getelementptr inbounds i64, i64* %3, i64 %23, !dbg !115
  store i64 %21, i64* %24, align 8, !dbg !116, !tbaa !106
  %25 = freeze i64 %14
  %26 = freeze i64 %16
  %27 = udiv i64 %25, %26, !dbg !117
  %28 = add nsw i32 %18, 2, !dbg !118
  %29 = sext i32 %28 to i64, !dbg !119
  %30 = getelementptr inbounds i64, i64* %3, i64 %29, !dbg !119
  store i64 %27, i64* %30, align 8, !dbg !120, !tbaa !106
  %31 = mul i64 %27, %26
  %32 = sub i64 %25, %31
  %33 = add nsw i32 %18, 3, !dbg !121
  %34 = sext i32 %33 to i64, !dbg !122
  %35 = getelementptr inbounds i64, i64* %3, i64 %34, !dbg !122
  store i64 %32, i64* %35, align 8, !dbg !123, !tbaa !106
  %36 = sdiv i64 %14, %16, !dbg !124
  %37 = add nsw i32 %18, 4, !dbg !125
  %38 = sext i32 %37 to i64, !dbg !126
  %39 = getelementptr inbounds i64, i64* %3, i64 %38, !dbg !126
  store i64 %36, i64* %39, align 8, !dbg !127, !tbaa !106
  %40 = shl i64 %16, 7, !dbg !128
  %41 = xor i64 %40, %14, !dbg !129
  %42 = add nsw i32 %18, 5, !dbg !130
  %43 = sext i32 %42 to i64, !dbg !131
  %44 = getelementptr inbounds i64, i64* %3, i64 %43, !dbg !131
  store i64 %41, i64* %44, align 8, !dbg !132, !tbaa !106
  br label %45, !dbg !133

45:                                               ; preds = %4, %11
  ret void, !dbg !133
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10small_intsiPKaPKsPhPs(i32 noundef %0, i8* nocapture noundef readonly %1, i16* nocapture noundef readonly %2, i8* nocapture noundef writeonly %3, i16* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !134 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !135
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !137
  %8 = mul i32 %6, %7, !dbg !139
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !140
  %10 = add i32 %8, %9, !dbg !142
  %11 = icmp slt i32 %10, %0, !dbg !143
  br i1 %11, label %12, label %34, !dbg !144

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !145
  %14 = getelementptr inbounds i8, i8* %1, i64 %13, !dbg !145
  %15 = load i8, i8* %14, align 1, !dbg !145, !tbaa !146
  %16 = getelementptr inbounds i16, i16* %2, i64 %13, !dbg !147
  %17 = load i16, i16* %16, align 2, !dbg !147, !tbaa !148
  %18 = mul i8 %15, 3, !dbg !150
  %19 = add i8 %18, 7, !dbg !151
  %20 = getelementptr inbounds i8, i8* %3, i64 %13, !dbg !152
  store i8 %19, i8* %20, align 1, !dbg !153, !tbaa !146
  %21 = sext i16 %17 to i32, !dbg !154
  %22 = sext i8 %15 to i16, !dbg !155
  %23 = mul i16 %17, %22, !dbg !155
  %24 = shl nsw i32 %10, 1, !dbg !156
  %25 = sext i32 %24 to i64, !dbg !157
  %26 = getelementptr inbounds i16, i16* %4, i64 %25, !dbg !157
  store i16 %23, i16* %26, align 2, !dbg !158, !tbaa !148
  %27 = or i8 %15, 1, !dbg !159
  %28 = sext i8 %27 to i32, !dbg !159
  %29 = sdiv i32 %21, %28, !dbg !160
  %30 = trunc i32 %29 to i16, !dbg !161
  %31 = or i32 %24, 1, !dbg !162
  %32 = sext i32 %31 to i64, !dbg !163
  %33 = getelementptr inbounds i16, i16* %4, i64 %32, !dbg !163
  store i16 %30, i16* %33, align 2, !dbg !164, !tbaa !148
  br label %34, !dbg !165

34:                                               ; preds = %5, %12
  ret void, !dbg !165
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z9float_opsiPKfS0_Pf(i32 noundef %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !166 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !167
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !169
  %7 = mul i32 %5, %6, !dbg !171
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !172
  %9 = add i32 %7, %8, !dbg !174
  %10 = icmp slt i32 %9, %0, !dbg !175
  br i1 %10, label %11, label %42, !dbg !176

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !177
  %13 = getelementptr inbounds float, float* %1, i64 %12, !dbg !177
  %14 = load float, float* %13, align 4, !dbg !177, !tbaa !36
  %15 = getelementptr inbounds float, float* %2, i64 %12, !dbg !178
  %16 = load float, float* %15, align 4, !dbg !178, !tbaa !36
  %17 = fadd contract float %14, %16, !dbg !179
  %18 = mul nsw i32 %9, 6, !dbg !180
  %19 = sext i32 %18 to i64, !dbg !181
  %20 = getelementptr inbounds float, float* %3, i64 %19, !dbg !181
  store float %17, float* %20, align 4, !dbg !182, !tbaa !36
  %21 = fsub contract float %14, %16, !dbg !183
  %22 = or i32 %18, 1, !dbg !184
  %23 = sext i32 %22 to i64, !dbg !185
  %24 = getelementptr inbounds float, float* %3, i64 %23, !dbg !185
  store float %21, float* %24, align 4, !dbg !186, !tbaa !36
  %25 = fmul contract float %14, %16, !dbg !187
  %26 = add nsw i32 %18, 2, !dbg !188
  %27 = sext i32 %26 to i64, !dbg !189
  %28 = getelementptr inbounds float, float* %3, i64 %27, !dbg !189
  store float %25, float* %28, align 4, !dbg !190, !tbaa !36
  %29 = fdiv contract float %14, %16, !dbg !191
  %30 = add nsw i32 %18, 3, !dbg !192
  %31 = sext i32 %30 to i64, !dbg !193
  %32 = getelementptr inbounds float, float* %3, i64 %31, !dbg !193
  store float %29, float* %32, align 4, !dbg !194, !tbaa !36
  %33 = fcmp contract olt float %14, %16, !dbg !195
  %34 = select contract i1 %33, float %14, float %16, !dbg !196
  %35 = add nsw i32 %18, 4, !dbg !197
  %36 = sext i32 %35 to i64, !dbg !198
  %37 = getelementptr inbounds float, float* %3, i64 %36, !dbg !198
  store float %34, float* %37, align 4, !dbg !199, !tbaa !36
  %38 = fneg contract float %14, !dbg !200
  %39 = add nsw i32 %18, 5, !dbg !201
  %40 = sext i32 %39 to i64, !dbg !202
  %41 = getelementptr inbounds float, float* %3, i64 %40, !dbg !202
  store float %38, float* %41, align 4, !dbg !203, !tbaa !36
  br label %42, !dbg !204

42:                                               ; preds = %4, %11
  ret void, !dbg !204
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z10double_opsiPKdS0_PdPi(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !205 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !206
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !208
  %8 = mul i32 %6, %7, !dbg !210
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !211
  %10 = add i32 %8, %9, !dbg !213
  %11 = icmp slt i32 %10, %0, !dbg !214
  br i1 %11, label %12, label %47, !dbg !215

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !216
  %14 = getelementptr inbounds double, double* %1, i64 %13, !dbg !216
  %15 = load double, double* %14, align 8, !dbg !216, !tbaa !217
  %16 = getelementptr inbounds double, double* %2, i64 %13, !dbg !219
  %17 = load double, double* %16, align 8, !dbg !219, !tbaa !217
  %18 = fadd contract double %15, %17, !dbg !220
  %19 = shl nsw i32 %10, 2, !dbg !221
  %20 = sext i32 %19 to i64, !dbg !222
  %21 = getelementptr inbounds double, double* %3, i64 %20, !dbg !222
  store double %18, double* %21, align 8, !dbg !223, !tbaa !217
  %22 = fmul contract double %15, %17, !dbg !224
  %23 = or i32 %19, 1, !dbg !225
  %24 = sext i32 %23 to i64, !dbg !226
  %25 = getelementptr inbounds double, double* %3, i64 %24, !dbg !226
  store double %22, double* %25, align 8, !dbg !227, !tbaa !217
  %26 = fdiv contract double %15, %17, !dbg !228
  %27 = or i32 %19, 2, !dbg !229
  %28 = sext i32 %27 to i64, !dbg !230
  %29 = getelementptr inbounds double, double* %3, i64 %28, !dbg !230
  store double %26, double* %29, align 8, !dbg !231, !tbaa !217
  %30 = fptrunc double %15 to float, !dbg !232
  %31 = fpext float %30 to double, !dbg !233
  %32 = or i32 %19, 3, !dbg !234
  %33 = sext i32 %32 to i64, !dbg !235
  %34 = getelementptr inbounds double, double* %3, i64 %33, !dbg !235
  store double %31, double* %34, align 8, !dbg !236, !tbaa !217
  %35 = fcmp contract olt double %15, %17, !dbg !237
  %36 = zext i1 %35 to i32, !dbg !238
  %37 = fcmp contract oeq double %15, %17, !dbg !239
  %38 = select i1 %37, i32 2, i32 0, !dbg !240
  %39 = or i32 %38, %36, !dbg !241
  %40 = fcmp contract une double %15, %17, !dbg !242
  %41 = select i1 %40, i32 4, i32 0, !dbg !243
  %42 = or i32 %39, %41, !dbg !244
  %43 = fcmp contract oge double %15, %17, !dbg !245
  %44 = select i1 %43, i32 8, i32 0, !dbg !246
  %45 = or i32 %42, %44, !dbg !247
  %46 = getelementptr inbounds i32, i32* %4, i64 %13, !dbg !248
  store i32 %45, i32* %46, align 4, !dbg !249, !tbaa !58
  br label %47, !dbg !250

47:                                               ; preds = %5, %12
  ret void, !dbg !250
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z11conversionsiPKfPKdPiPjPxPf(i32 noundef %0, float* nocapture noundef readonly %1, double* nocapture noundef readonly %2, i32* nocapture noundef %3, i32* nocapture noundef writeonly %4, i64* nocapture noundef writeonly %5, float* nocapture noundef writeonly %6) local_unnamed_addr #0 !dbg !251 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !252
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !254
  %10 = mul i32 %8, %9, !dbg !256
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !257
  %12 = add i32 %10, %11, !dbg !259
  %13 = icmp slt i32 %12, %0, !dbg !260
  br i1 %13, label %14, label %33, !dbg !261

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64, !dbg !262
  %16 = getelementptr inbounds float, float* %1, i64 %15, !dbg !262
  %17 = load float, float* %16, align 4, !dbg !262, !tbaa !36
  %18 = fptosi float %17 to i32, !dbg !262
  %19 = getelementptr inbounds i32, i32* %3, i64 %15, !dbg !263
  store i32 %18, i32* %19, align 4, !dbg !264, !tbaa !58
  %20 = getelementptr inbounds double, double* %2, i64 %15, !dbg !265
  %21 = load double, double* %20, align 8, !dbg !265, !tbaa !217
  %22 = fptoui double %21 to i32, !dbg !265
  %23 = getelementptr inbounds i32, i32* %4, i64 %15, !dbg !266
  store i32 %22, i32* %23, align 4, !dbg !267, !tbaa !58
  %24 = fptosi double %21 to i64, !dbg !268
  %25 = getelementptr inbounds i64, i64* %5, i64 %15, !dbg !269
  store i64 %24, i64* %25, align 8, !dbg !270, !tbaa !106
  %26 = load i32, i32* %19, align 4, !dbg !271, !tbaa !58
  %27 = sitofp i32 %26 to float, !dbg !271
  %28 = uitofp i32 %12 to float, !dbg !272
  %29 = fadd contract float %28, %27, !dbg !273
  %30 = sitofp i64 %24 to float, !dbg !274
  %31 = fadd contract float %29, %30, !dbg !275
  %32 = getelementptr inbounds float, float* %6, i64 %15, !dbg !276
  store float %31, float* %32, align 4, !dbg !277, !tbaa !36
  br label %33, !dbg !278

33:                                               ; preds = %7, %14
  ret void, !dbg !278
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8half_opsiPKDhS0_PDh(i32 noundef %0, i16* nocapture noundef readonly %1, i16* nocapture noundef readonly %2, i16* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !279 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !280
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !282
  %7 = mul i32 %5, %6, !dbg !284
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !285
  %9 = add i32 %7, %8, !dbg !287
  %10 = icmp slt i32 %9, %0, !dbg !288
  br i1 %10, label %11, label %40, !dbg !289

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !290
  %13 = getelementptr inbounds i16, i16* %1, i64 %12, !dbg !290
  %14 = load i16, i16* %13, align 2, !dbg !290, !tbaa !291
  %15 = tail call contract float @llvm.convert.from.fp16.f32(i16 %14), !dbg !290
  %16 = getelementptr inbounds i16, i16* %2, i64 %12, !dbg !293
  %17 = load i16, i16* %16, align 2, !dbg !293, !tbaa !291
  %18 = tail call contract float @llvm.convert.from.fp16.f32(i16 %17), !dbg !293
  %19 = fadd contract float %15, %18, !dbg !294
  %20 = tail call i16 @llvm.convert.to.fp16.f32(float %19), !dbg !290
  %21 = mul nsw i32 %9, 3, !dbg !295
  %22 = sext i32 %21 to i64, !dbg !296
  %23 = getelementptr inbounds i16, i16* %3, i64 %22, !dbg !296
  store i16 %20, i16* %23, align 2, !dbg !297, !tbaa !291
  %24 = load i16, i16* %13, align 2, !dbg !298, !tbaa !291
  %25 = tail call contract float @llvm.convert.from.fp16.f32(i16 %24), !dbg !298
  %26 = load i16, i16* %16, align 2, !dbg !299, !tbaa !291
  %27 = tail call contract float @llvm.convert.from.fp16.f32(i16 %26), !dbg !299
  %28 = fmul contract float %25, %27, !dbg !300
  %29 = tail call i16 @llvm.convert.to.fp16.f32(float %28), !dbg !298
  %30 = add nsw i32 %21, 1, !dbg !301
  %31 = sext i32 %30 to i64, !dbg !302
  %32 = getelementptr inbounds i16, i16* %3, i64 %31, !dbg !302
  store i16 %29, i16* %32, align 2, !dbg !303, !tbaa !291
  %33 = load i16, i16* %13, align 2, !dbg !304, !tbaa !291
  %34 = tail call contract float @llvm.convert.from.fp16.f32(i16 %33), !dbg !304
  %35 = fdiv contract float %34, 3.000000e+00, !dbg !305
  %36 = tail call i16 @llvm.convert.to.fp16.f32(float %35), !dbg !306
  %37 = add nsw i32 %21, 2, !dbg !307
  %38 = sext i32 %37 to i64, !dbg !308
  %39 = getelementptr inbounds i16, i16* %3, i64 %38, !dbg !308
  store i16 %36, i16* %39, align 2, !dbg !309, !tbaa !291
  br label %40, !dbg !310

40:                                               ; preds = %4, %11
  ret void, !dbg !310
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.convert.from.fp16.f32(i16) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16 @llvm.convert.to.fp16.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z3madiPKfS0_S0_PfPd(i32 noundef %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef readonly %3, float* nocapture noundef writeonly %4, double* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !311 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !312
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !314
  %9 = mul i32 %7, %8, !dbg !316
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !317
  %11 = add i32 %9, %10, !dbg !319
  %12 = icmp slt i32 %11, %0, !dbg !320
  br i1 %12, label %13, label %43, !dbg !321

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !322
  %15 = getelementptr inbounds float, float* %1, i64 %14, !dbg !322
  %16 = load float, float* %15, align 4, !dbg !322, !tbaa !36
  %17 = getelementptr inbounds float, float* %2, i64 %14, !dbg !323
  %18 = load float, float* %17, align 4, !dbg !323, !tbaa !36
  %19 = fmul contract float %16, %18, !dbg !324
  %20 = getelementptr inbounds float, float* %3, i64 %14, !dbg !325
  %21 = load float, float* %20, align 4, !dbg !325, !tbaa !36
  %22 = fadd contract float %19, %21, !dbg !326
  %23 = shl nsw i32 %11, 1, !dbg !327
  %24 = sext i32 %23 to i64, !dbg !328
  %25 = getelementptr inbounds float, float* %4, i64 %24, !dbg !328
  store float %22, float* %25, align 4, !dbg !329, !tbaa !36
  %26 = load float, float* %20, align 4, !dbg !330, !tbaa !36
  %27 = load float, float* %15, align 4, !dbg !331, !tbaa !36
  %28 = load float, float* %17, align 4, !dbg !332, !tbaa !36
  %29 = fmul contract float %27, %28, !dbg !333
  %30 = fsub contract float %26, %29, !dbg !334
  %31 = or i32 %23, 1, !dbg !335
  %32 = sext i32 %31 to i64, !dbg !336
  %33 = getelementptr inbounds float, float* %4, i64 %32, !dbg !336
  store float %30, float* %33, align 4, !dbg !337, !tbaa !36
  %34 = load float, float* %15, align 4, !dbg !338, !tbaa !36
  %35 = fpext float %34 to double, !dbg !338
  %36 = load float, float* %17, align 4, !dbg !339, !tbaa !36
  %37 = fpext float %36 to double, !dbg !339
  %38 = fmul contract double %35, %37, !dbg !340
  %39 = load float, float* %20, align 4, !dbg !341, !tbaa !36
  %40 = fpext float %39 to double, !dbg !341
  %41 = fsub contract double %38, %40, !dbg !342
  %42 = getelementptr inbounds double, double* %5, i64 %14, !dbg !343
  store double %41, double* %42, align 8, !dbg !344, !tbaa !217
  br label %43, !dbg !345

43:                                               ; preds = %6, %13
  ret void, !dbg !345
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "basic.cu", directory: ".")
!8 = !{void (i32, float, float*, float*)* @_Z5saxpyifPKfPf, !"kernel", i32 1}
!9 = !{void (i32, i32*, i32*, i32*)* @_Z7int_opsiPKiS0_Pi, !"kernel", i32 1}
!10 = !{void (i32, i64*, i64*, i64*)* @_Z10uint64_opsiPKyS0_Py, !"kernel", i32 1}
!11 = !{void (i32, i8*, i16*, i8*, i16*)* @_Z10small_intsiPKaPKsPhPs, !"kernel", i32 1}
!12 = !{void (i32, float*, float*, float*)* @_Z9float_opsiPKfS0_Pf, !"kernel", i32 1}
!13 = !{void (i32, double*, double*, double*, i32*)* @_Z10double_opsiPKdS0_PdPi, !"kernel", i32 1}
!14 = !{void (i32, float*, double*, i32*, i32*, i64*, float*)* @_Z11conversionsiPKfPKdPiPjPxPf, !"kernel", i32 1}
!15 = !{void (i32, i16*, i16*, i16*)* @_Z8half_opsiPKDhS0_PDh, !"kernel", i32 1}
!16 = !{void (i32, float*, float*, float*, float*, double*)* @_Z3madiPKfS0_S0_PfPd, !"kernel", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "saxpy", scope: !7, file: !7, line: 4, type: !19, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!19 = !DISubroutineType(types: !20)
!20 = !{}
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 66, type: !19, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!23 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!24 = distinct !DILocation(line: 5, column: 11, scope: !18)
!25 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 79, type: !19, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!27 = distinct !DILocation(line: 5, column: 24, scope: !18)
!28 = !DILocation(line: 5, column: 22, scope: !18)
!29 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 53, type: !19, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!31 = distinct !DILocation(line: 5, column: 37, scope: !18)
!32 = !DILocation(line: 5, column: 35, scope: !18)
!33 = !DILocation(line: 6, column: 9, scope: !18)
!34 = !DILocation(line: 6, column: 7, scope: !18)
!35 = !DILocation(line: 6, column: 25, scope: !18)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 6, column: 23, scope: !18)
!41 = !DILocation(line: 6, column: 32, scope: !18)
!42 = !DILocation(line: 6, column: 30, scope: !18)
!43 = !DILocation(line: 6, column: 19, scope: !18)
!44 = !DILocation(line: 6, column: 14, scope: !18)
!45 = !DILocation(line: 7, column: 1, scope: !18)
!46 = distinct !DISubprogram(name: "int_ops", scope: !7, file: !7, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!47 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !48)
!48 = distinct !DILocation(line: 10, column: 11, scope: !46)
!49 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !50)
!50 = distinct !DILocation(line: 10, column: 24, scope: !46)
!51 = !DILocation(line: 10, column: 22, scope: !46)
!52 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !53)
!53 = distinct !DILocation(line: 10, column: 37, scope: !46)
!54 = !DILocation(line: 10, column: 35, scope: !46)
!55 = !DILocation(line: 11, column: 9, scope: !46)
!56 = !DILocation(line: 11, column: 7, scope: !46)
!57 = !DILocation(line: 12, column: 11, scope: !46)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !38, i64 0}
!60 = !DILocation(line: 12, column: 21, scope: !46)
!61 = !DILocation(line: 13, column: 22, scope: !46)
!62 = !DILocation(line: 13, column: 9, scope: !46)
!63 = !DILocation(line: 13, column: 3, scope: !46)
!64 = !DILocation(line: 13, column: 18, scope: !46)
!65 = !DILocation(line: 14, column: 22, scope: !46)
!66 = !DILocation(line: 14, column: 13, scope: !46)
!67 = !DILocation(line: 14, column: 3, scope: !46)
!68 = !DILocation(line: 14, column: 18, scope: !46)
!69 = !DILocation(line: 15, column: 22, scope: !46)
!70 = !DILocation(line: 15, column: 13, scope: !46)
!71 = !DILocation(line: 15, column: 3, scope: !46)
!72 = !DILocation(line: 15, column: 18, scope: !46)
!73 = !DILocation(line: 16, column: 22, scope: !46)
!74 = !DILocation(line: 16, column: 13, scope: !46)
!75 = !DILocation(line: 16, column: 3, scope: !46)
!76 = !DILocation(line: 16, column: 18, scope: !46)
!77 = !DILocation(line: 17, column: 13, scope: !46)
!78 = !DILocation(line: 17, column: 3, scope: !46)
!79 = !DILocation(line: 17, column: 18, scope: !46)
!80 = !DILocation(line: 18, column: 28, scope: !46)
!81 = !DILocation(line: 18, column: 22, scope: !46)
!82 = !DILocation(line: 18, column: 13, scope: !46)
!83 = !DILocation(line: 18, column: 3, scope: !46)
!84 = !DILocation(line: 18, column: 18, scope: !46)
!85 = !DILocation(line: 19, column: 38, scope: !46)
!86 = !DILocation(line: 19, column: 13, scope: !46)
!87 = !DILocation(line: 19, column: 3, scope: !46)
!88 = !DILocation(line: 19, column: 18, scope: !46)
!89 = !DILocation(line: 20, column: 22, scope: !46)
!90 = !DILocation(line: 20, column: 13, scope: !46)
!91 = !DILocation(line: 20, column: 3, scope: !46)
!92 = !DILocation(line: 20, column: 18, scope: !46)
!93 = !DILocation(line: 21, column: 1, scope: !46)
!94 = distinct !DISubprogram(name: "uint64_ops", scope: !7, file: !7, line: 23, type: !19, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!95 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !96)
!96 = distinct !DILocation(line: 24, column: 11, scope: !94)
!97 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !98)
!98 = distinct !DILocation(line: 24, column: 24, scope: !94)
!99 = !DILocation(line: 24, column: 22, scope: !94)
!100 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !101)
!101 = distinct !DILocation(line: 24, column: 37, scope: !94)
!102 = !DILocation(line: 24, column: 35, scope: !94)
!103 = !DILocation(line: 25, column: 9, scope: !94)
!104 = !DILocation(line: 25, column: 7, scope: !94)
!105 = !DILocation(line: 26, column: 26, scope: !94)
!106 = !{!107, !107, i64 0}
!107 = !{!"long long", !38, i64 0}
!108 = !DILocation(line: 26, column: 36, scope: !94)
!109 = !DILocation(line: 27, column: 22, scope: !94)
!110 = !DILocation(line: 27, column: 9, scope: !94)
!111 = !DILocation(line: 27, column: 3, scope: !94)
!112 = !DILocation(line: 27, column: 18, scope: !94)
!113 = !DILocation(line: 28, column: 22, scope: !94)
!114 = !DILocation(line: 28, column: 13, scope: !94)
!115 = !DILocation(line: 28, column: 3, scope: !94)
!116 = !DILocation(line: 28, column: 18, scope: !94)
!117 = !DILocation(line: 29, column: 22, scope: !94)
!118 = !DILocation(line: 29, column: 13, scope: !94)
!119 = !DILocation(line: 29, column: 3, scope: !94)
!120 = !DILocation(line: 29, column: 18, scope: !94)
!121 = !DILocation(line: 30, column: 13, scope: !94)
!122 = !DILocation(line: 30, column: 3, scope: !94)
!123 = !DILocation(line: 30, column: 18, scope: !94)
!124 = !DILocation(line: 31, column: 33, scope: !94)
!125 = !DILocation(line: 31, column: 13, scope: !94)
!126 = !DILocation(line: 31, column: 3, scope: !94)
!127 = !DILocation(line: 31, column: 18, scope: !94)
!128 = !DILocation(line: 32, column: 27, scope: !94)
!129 = !DILocation(line: 32, column: 22, scope: !94)
!130 = !DILocation(line: 32, column: 13, scope: !94)
!131 = !DILocation(line: 32, column: 3, scope: !94)
!132 = !DILocation(line: 32, column: 18, scope: !94)
!133 = !DILocation(line: 33, column: 1, scope: !94)
!134 = distinct !DISubprogram(name: "small_ints", scope: !7, file: !7, line: 35, type: !19, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!135 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !136)
!136 = distinct !DILocation(line: 36, column: 11, scope: !134)
!137 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !138)
!138 = distinct !DILocation(line: 36, column: 24, scope: !134)
!139 = !DILocation(line: 36, column: 22, scope: !134)
!140 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !141)
!141 = distinct !DILocation(line: 36, column: 37, scope: !134)
!142 = !DILocation(line: 36, column: 35, scope: !134)
!143 = !DILocation(line: 37, column: 9, scope: !134)
!144 = !DILocation(line: 37, column: 7, scope: !134)
!145 = !DILocation(line: 38, column: 19, scope: !134)
!146 = !{!38, !38, i64 0}
!147 = !DILocation(line: 39, column: 13, scope: !134)
!148 = !{!149, !149, i64 0}
!149 = !{!"short", !38, i64 0}
!150 = !DILocation(line: 40, column: 28, scope: !134)
!151 = !DILocation(line: 40, column: 32, scope: !134)
!152 = !DILocation(line: 40, column: 3, scope: !134)
!153 = !DILocation(line: 40, column: 8, scope: !134)
!154 = !DILocation(line: 41, column: 28, scope: !134)
!155 = !DILocation(line: 41, column: 23, scope: !134)
!156 = !DILocation(line: 41, column: 9, scope: !134)
!157 = !DILocation(line: 41, column: 3, scope: !134)
!158 = !DILocation(line: 41, column: 14, scope: !134)
!159 = !DILocation(line: 42, column: 35, scope: !134)
!160 = !DILocation(line: 42, column: 30, scope: !134)
!161 = !DILocation(line: 42, column: 27, scope: !134)
!162 = !DILocation(line: 42, column: 13, scope: !134)
!163 = !DILocation(line: 42, column: 3, scope: !134)
!164 = !DILocation(line: 42, column: 18, scope: !134)
!165 = !DILocation(line: 43, column: 1, scope: !134)
!166 = distinct !DISubprogram(name: "float_ops", scope: !7, file: !7, line: 45, type: !19, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!167 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !168)
!168 = distinct !DILocation(line: 46, column: 11, scope: !166)
!169 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !170)
!170 = distinct !DILocation(line: 46, column: 24, scope: !166)
!171 = !DILocation(line: 46, column: 22, scope: !166)
!172 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !173)
!173 = distinct !DILocation(line: 46, column: 37, scope: !166)
!174 = !DILocation(line: 46, column: 35, scope: !166)
!175 = !DILocation(line: 47, column: 9, scope: !166)
!176 = !DILocation(line: 47, column: 7, scope: !166)
!177 = !DILocation(line: 48, column: 13, scope: !166)
!178 = !DILocation(line: 48, column: 23, scope: !166)
!179 = !DILocation(line: 49, column: 22, scope: !166)
!180 = !DILocation(line: 49, column: 9, scope: !166)
!181 = !DILocation(line: 49, column: 3, scope: !166)
!182 = !DILocation(line: 49, column: 18, scope: !166)
!183 = !DILocation(line: 50, column: 22, scope: !166)
!184 = !DILocation(line: 50, column: 13, scope: !166)
!185 = !DILocation(line: 50, column: 3, scope: !166)
!186 = !DILocation(line: 50, column: 18, scope: !166)
!187 = !DILocation(line: 51, column: 22, scope: !166)
!188 = !DILocation(line: 51, column: 13, scope: !166)
!189 = !DILocation(line: 51, column: 3, scope: !166)
!190 = !DILocation(line: 51, column: 18, scope: !166)
!191 = !DILocation(line: 52, column: 22, scope: !166)
!192 = !DILocation(line: 52, column: 13, scope: !166)
!193 = !DILocation(line: 52, column: 3, scope: !166)
!194 = !DILocation(line: 52, column: 18, scope: !166)
!195 = !DILocation(line: 53, column: 22, scope: !166)
!196 = !DILocation(line: 53, column: 20, scope: !166)
!197 = !DILocation(line: 53, column: 13, scope: !166)
!198 = !DILocation(line: 53, column: 3, scope: !166)
!199 = !DILocation(line: 53, column: 18, scope: !166)
!200 = !DILocation(line: 54, column: 20, scope: !166)
!201 = !DILocation(line: 54, column: 13, scope: !166)
!202 = !DILocation(line: 54, column: 3, scope: !166)
!203 = !DILocation(line: 54, column: 18, scope: !166)
!204 = !DILocation(line: 55, column: 1, scope: !166)
!205 = distinct !DISubprogram(name: "double_ops", scope: !7, file: !7, line: 57, type: !19, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!206 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !207)
!207 = distinct !DILocation(line: 58, column: 11, scope: !205)
!208 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !209)
!209 = distinct !DILocation(line: 58, column: 24, scope: !205)
!210 = !DILocation(line: 58, column: 22, scope: !205)
!211 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !212)
!212 = distinct !DILocation(line: 58, column: 37, scope: !205)
!213 = !DILocation(line: 58, column: 35, scope: !205)
!214 = !DILocation(line: 59, column: 9, scope: !205)
!215 = !DILocation(line: 59, column: 7, scope: !205)
!216 = !DILocation(line: 60, column: 14, scope: !205)
!217 = !{!218, !218, i64 0}
!218 = !{!"double", !38, i64 0}
!219 = !DILocation(line: 60, column: 24, scope: !205)
!220 = !DILocation(line: 61, column: 22, scope: !205)
!221 = !DILocation(line: 61, column: 9, scope: !205)
!222 = !DILocation(line: 61, column: 3, scope: !205)
!223 = !DILocation(line: 61, column: 18, scope: !205)
!224 = !DILocation(line: 62, column: 22, scope: !205)
!225 = !DILocation(line: 62, column: 13, scope: !205)
!226 = !DILocation(line: 62, column: 3, scope: !205)
!227 = !DILocation(line: 62, column: 18, scope: !205)
!228 = !DILocation(line: 63, column: 22, scope: !205)
!229 = !DILocation(line: 63, column: 13, scope: !205)
!230 = !DILocation(line: 63, column: 3, scope: !205)
!231 = !DILocation(line: 63, column: 18, scope: !205)
!232 = !DILocation(line: 64, column: 35, scope: !205)
!233 = !DILocation(line: 64, column: 28, scope: !205)
!234 = !DILocation(line: 64, column: 13, scope: !205)
!235 = !DILocation(line: 64, column: 3, scope: !205)
!236 = !DILocation(line: 64, column: 18, scope: !205)
!237 = !DILocation(line: 65, column: 15, scope: !205)
!238 = !DILocation(line: 65, column: 12, scope: !205)
!239 = !DILocation(line: 65, column: 25, scope: !205)
!240 = !DILocation(line: 65, column: 31, scope: !205)
!241 = !DILocation(line: 65, column: 20, scope: !205)
!242 = !DILocation(line: 65, column: 41, scope: !205)
!243 = !DILocation(line: 65, column: 47, scope: !205)
!244 = !DILocation(line: 65, column: 36, scope: !205)
!245 = !DILocation(line: 65, column: 57, scope: !205)
!246 = !DILocation(line: 65, column: 63, scope: !205)
!247 = !DILocation(line: 65, column: 52, scope: !205)
!248 = !DILocation(line: 65, column: 3, scope: !205)
!249 = !DILocation(line: 65, column: 10, scope: !205)
!250 = !DILocation(line: 66, column: 1, scope: !205)
!251 = distinct !DISubprogram(name: "conversions", scope: !7, file: !7, line: 68, type: !19, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!252 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !253)
!253 = distinct !DILocation(line: 69, column: 11, scope: !251)
!254 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !255)
!255 = distinct !DILocation(line: 69, column: 24, scope: !251)
!256 = !DILocation(line: 69, column: 22, scope: !251)
!257 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !258)
!258 = distinct !DILocation(line: 69, column: 37, scope: !251)
!259 = !DILocation(line: 69, column: 35, scope: !251)
!260 = !DILocation(line: 70, column: 9, scope: !251)
!261 = !DILocation(line: 70, column: 7, scope: !251)
!262 = !DILocation(line: 71, column: 17, scope: !251)
!263 = !DILocation(line: 71, column: 3, scope: !251)
!264 = !DILocation(line: 71, column: 10, scope: !251)
!265 = !DILocation(line: 72, column: 22, scope: !251)
!266 = !DILocation(line: 72, column: 3, scope: !251)
!267 = !DILocation(line: 72, column: 10, scope: !251)
!268 = !DILocation(line: 73, column: 23, scope: !251)
!269 = !DILocation(line: 73, column: 3, scope: !251)
!270 = !DILocation(line: 73, column: 10, scope: !251)
!271 = !DILocation(line: 74, column: 20, scope: !251)
!272 = !DILocation(line: 74, column: 36, scope: !251)
!273 = !DILocation(line: 74, column: 27, scope: !251)
!274 = !DILocation(line: 74, column: 57, scope: !251)
!275 = !DILocation(line: 74, column: 48, scope: !251)
!276 = !DILocation(line: 74, column: 3, scope: !251)
!277 = !DILocation(line: 74, column: 11, scope: !251)
!278 = !DILocation(line: 75, column: 1, scope: !251)
!279 = distinct !DISubprogram(name: "half_ops", scope: !7, file: !7, line: 77, type: !19, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!280 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !281)
!281 = distinct !DILocation(line: 78, column: 11, scope: !279)
!282 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !283)
!283 = distinct !DILocation(line: 78, column: 24, scope: !279)
!284 = !DILocation(line: 78, column: 22, scope: !279)
!285 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !286)
!286 = distinct !DILocation(line: 78, column: 37, scope: !279)
!287 = !DILocation(line: 78, column: 35, scope: !279)
!288 = !DILocation(line: 79, column: 9, scope: !279)
!289 = !DILocation(line: 79, column: 7, scope: !279)
!290 = !DILocation(line: 80, column: 16, scope: !279)
!291 = !{!292, !292, i64 0}
!292 = !{!"__fp16", !38, i64 0}
!293 = !DILocation(line: 80, column: 23, scope: !279)
!294 = !DILocation(line: 80, column: 21, scope: !279)
!295 = !DILocation(line: 80, column: 9, scope: !279)
!296 = !DILocation(line: 80, column: 3, scope: !279)
!297 = !DILocation(line: 80, column: 14, scope: !279)
!298 = !DILocation(line: 81, column: 20, scope: !279)
!299 = !DILocation(line: 81, column: 27, scope: !279)
!300 = !DILocation(line: 81, column: 25, scope: !279)
!301 = !DILocation(line: 81, column: 13, scope: !279)
!302 = !DILocation(line: 81, column: 3, scope: !279)
!303 = !DILocation(line: 81, column: 18, scope: !279)
!304 = !DILocation(line: 82, column: 36, scope: !279)
!305 = !DILocation(line: 82, column: 41, scope: !279)
!306 = !DILocation(line: 82, column: 28, scope: !279)
!307 = !DILocation(line: 82, column: 13, scope: !279)
!308 = !DILocation(line: 82, column: 3, scope: !279)
!309 = !DILocation(line: 82, column: 18, scope: !279)
!310 = !DILocation(line: 83, column: 1, scope: !279)
!311 = distinct !DISubprogram(name: "mad", scope: !7, file: !7, line: 86, type: !19, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !20)
!312 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !313)
!313 = distinct !DILocation(line: 87, column: 11, scope: !311)
!314 = !DILocation(line: 79, column: 3, scope: !26, inlinedAt: !315)
!315 = distinct !DILocation(line: 87, column: 24, scope: !311)
!316 = !DILocation(line: 87, column: 22, scope: !311)
!317 = !DILocation(line: 53, column: 3, scope: !30, inlinedAt: !318)
!318 = distinct !DILocation(line: 87, column: 37, scope: !311)
!319 = !DILocation(line: 87, column: 35, scope: !311)
!320 = !DILocation(line: 88, column: 9, scope: !311)
!321 = !DILocation(line: 88, column: 7, scope: !311)
!322 = !DILocation(line: 89, column: 16, scope: !311)
!323 = !DILocation(line: 89, column: 23, scope: !311)
!324 = !DILocation(line: 89, column: 21, scope: !311)
!325 = !DILocation(line: 89, column: 30, scope: !311)
!326 = !DILocation(line: 89, column: 28, scope: !311)
!327 = !DILocation(line: 89, column: 9, scope: !311)
!328 = !DILocation(line: 89, column: 3, scope: !311)
!329 = !DILocation(line: 89, column: 14, scope: !311)
!330 = !DILocation(line: 90, column: 20, scope: !311)
!331 = !DILocation(line: 90, column: 27, scope: !311)
!332 = !DILocation(line: 90, column: 34, scope: !311)
!333 = !DILocation(line: 90, column: 32, scope: !311)
!334 = !DILocation(line: 90, column: 25, scope: !311)
!335 = !DILocation(line: 90, column: 13, scope: !311)
!336 = !DILocation(line: 90, column: 3, scope: !311)
!337 = !DILocation(line: 90, column: 18, scope: !311)
!338 = !DILocation(line: 91, column: 21, scope: !311)
!339 = !DILocation(line: 91, column: 36, scope: !311)
!340 = !DILocation(line: 91, column: 26, scope: !311)
!341 = !DILocation(line: 91, column: 51, scope: !311)
!342 = !DILocation(line: 91, column: 41, scope: !311)
!343 = !DILocation(line: 91, column: 3, scope: !311)
!344 = !DILocation(line: 91, column: 11, scope: !311)
!345 = !DILocation(line: 92, column: 1, scope: !311)
